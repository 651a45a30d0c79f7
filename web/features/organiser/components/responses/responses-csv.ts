import type { Answers, Question } from "#contract/questions";
import type { ResponseAdmin, ResponsePublic } from "#contract/responses";
import { zoneNote } from "#contract/time-zones";
import { m } from "#messages";
import { formatDateTime } from "../../../../lib/dates";
import { statusLabel } from "../../../../lib/response-status";
import { answerText } from "./answer-text";
import { REMINDER_LABELS, reminderState } from "./reminder-state";

/** Excel reads a CSV as UTF-8 (and so shows Korean) only when it starts with this mark. */
export const BOM = "\uFEFF";
const CRLF = "\r\n";
/**
 * The fixed columns' headers, called at download: the file reads in the organiser's language.
 * A column holding times names the zone in its header when it is not Korea's.
 */
const COLUMNS: { header: () => string; times?: true }[] = [
  { header: m.responses_csv_name },
  { header: m.responses_csv_status },
  { header: m.responses_csv_guests },
  { header: m.responses_csv_message },
  { header: m.responses_csv_responded_at, times: true },
  { header: m.responses_csv_reminder },
  { header: m.responses_csv_confirmed_at, times: true },
  { header: m.responses_csv_checked_in_at, times: true },
  { header: m.responses_csv_checked_in_by },
];

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
 * The responses as a CSV file's text, its headers and words (statuses, the reminder's, yes and no)
 * in the language the organiser reads when downloading: BOM, header, one CRLF-ended row per
 * response. Each row's guests are a plain number (0 without any), so a spreadsheet sums the
 * people: the rows plus their guests. A lapsed offer's status reads '제안 만료', as on screen; the reminder's column
 * has the list's words ('참석 확인', '리마인더 보냄 · 답 없음', '연락 안 됨'; empty when not
 * reminded), and when '참석 유지' was tapped. Times read on the event's clock (lib/dates.ts),
 * the same as the list on screen; the header names the zone when it is not Korea's. A row
 * without the reminder's fields (as the public list has them) leaves those cells empty. Who came
 * (decision 0043): when they were checked in at the door and by whom, empty for those not. Then a
 * column per question (decision 0042), headed by its label: the text or choice, '예'/'아니오', a
 * removed choice with ' (삭제된 선택지)', empty when unanswered.
 */
export function responsesCsv(
  responses: (Pick<ResponsePublic, "name" | "status" | "guests" | "message" | "created_at"> &
    Partial<Pick<ResponseAdmin, "reminder" | "confirmed_at" | "checked_in_at" | "checked_in_by">> &
    Parameters<typeof statusLabel>[0] & { answers?: Answers })[],
  zone: string,
  questions: Question[] = [],
): string {
  const note = zoneNote(zone);
  const header = [
    ...COLUMNS.map(({ header, times }) => (note && times ? `${header()} (${note})` : header())),
    ...questions.map((question) => question.label),
  ];
  const answerCell = (question: Question, answers: Answers | undefined) => {
    const value = answers?.[question.id];
    if (value === undefined) return "";
    const { text, removed } = answerText(question, value);
    return removed ? `${text} ${m.responses_removed_choice()}` : text;
  };
  const rows = [
    header,
    ...responses.map((response) => {
      const reminder = reminderState(response);
      return [
        response.name,
        statusLabel(response),
        String(response.guests),
        response.message ?? "",
        formatDateTime(response.created_at, zone),
        reminder ? REMINDER_LABELS[reminder]() : "",
        response.confirmed_at ? formatDateTime(response.confirmed_at, zone) : "",
        response.checked_in_at ? formatDateTime(response.checked_in_at, zone) : "",
        (response.checked_in_at && response.checked_in_by) || "",
        ...questions.map((question) => answerCell(question, response.answers)),
      ];
    }),
  ];
  return BOM + rows.map((row) => row.map(csvField).join(",") + CRLF).join("");
}
