import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { formatShortDateTime } from "../../../../lib/dates";

/**
 * Who came (decision 0043): '입장 · 12월 19일 오후 7:02 · 문지기', when and by whom the door checked
 * this response in. Muted when the response has since left 참석: the check-in stays on record
 * but no longer counts.
 */
export function CheckInMark({ response, zone }: { response: ResponseAdmin; zone: string }) {
  if (!response.checked_in_at) return null;
  const counts = response.status === "attending";
  return (
    <span
      className={`badge badge-sm h-auto py-0.5 ${counts ? "badge-success badge-soft" : "badge-ghost"}`}
      data-testid="check-in-mark"
    >
      {m.responses_checked_in_mark()} · {formatShortDateTime(response.checked_in_at, zone)}
      {response.checked_in_by ? ` · ${response.checked_in_by}` : ""}
    </span>
  );
}
