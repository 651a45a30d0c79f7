import { wallAt } from "#contract/event-time";

/** '10:02': a check-in's time of day on the event's clock, as the door reads it at a glance. */
export function doorTime(iso: string, zone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const { hour, minute } = wallAt(at, zone);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** '10:02 · 문지기': when and by whom, for a checked-in row and the '이미 입장했어요' notice. */
export const checkedInWhen = (
  response: { checked_in_at: string | null; checked_in_by: string | null },
  zone: string,
  separator = " · ",
) =>
  [response.checked_in_at && doorTime(response.checked_in_at, zone), response.checked_in_by]
    .filter(Boolean)
    .join(separator);
