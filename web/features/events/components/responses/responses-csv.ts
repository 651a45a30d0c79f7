import type { ResponsePublic } from "#contract/events";
import { zoneNote } from "#contract/time-zones";
import { formatDateTime } from "../../../../lib/dates";
import { statusLabel } from "../../../../lib/response-status";

/** Excel reads a CSV as UTF-8 (and so shows Korean) only when it starts with this mark. */
export const BOM = "\uFEFF";
const CRLF = "\r\n";
export const CSV_HEADER = ["이름", "상태", "동반 인원", "메시지", "응답 시간"];

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a leading tab or CR) gets a
 * leading apostrophe, so '=HYPERLINK(...)' typed as a name stays text (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The responses as a CSV file's text: BOM, header, one CRLF-ended row per response. Each row's
 * guests are a plain number (0 without any), so a spreadsheet sums the people: the rows plus
 * their guests. A lapsed offer's status reads '제안 만료', as on screen. Times read on the event's
 * clock (lib/dates.ts), the same as the list on screen; the header names the zone when it is
 * not Korea's.
 */
export function responsesCsv(
  responses: (Pick<ResponsePublic, "name" | "status" | "guests" | "message" | "created_at"> &
    Parameters<typeof statusLabel>[0])[],
  zone: string,
): string {
  const note = zoneNote(zone);
  const rows = [
    note ? [...CSV_HEADER.slice(0, -1), `${CSV_HEADER.at(-1)} (${note})`] : CSV_HEADER,
    ...responses.map((response) => [
      response.name,
      statusLabel(response),
      String(response.guests),
      response.message ?? "",
      formatDateTime(response.created_at, zone),
    ]),
  ];
  return BOM + rows.map((row) => row.map(csvField).join(",") + CRLF).join("");
}
