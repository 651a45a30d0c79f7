import type { EventProblem } from "#contract/event-rules";
import { m } from "#messages";
import { ApiError } from "../../../../lib/error-detail";
import { EVENT_PROBLEM_TEXT } from "../../components/event-form/event-problem-text";

/** A field of the poll dialog the API refused, and what it says there. */
export type RefusedField = {
  field:
    | "title"
    | "description"
    | "location"
    | "time_zone"
    | "deadline"
    | "options"
    | `options.${number}.start`
    | `options.${number}.end`;
  message: string;
};

const TEXT_FIELDS = ["title", "description", "location", "time_zone", "deadline"] as const;
const isTextField = (name: unknown): name is (typeof TEXT_FIELDS)[number] =>
  (TEXT_FIELDS as readonly unknown[]).includes(name);
const isEventProblem = (type: unknown): type is EventProblem =>
  typeof type === "string" && type in EVENT_PROBLEM_TEXT;

/**
 * The fields a 422 names (`loc` ['body', field, …]), each with words in the reader's language:
 * the event rules' own for the texts, which the poll shares; for the rest, what the dialog
 * would say had it seen it first. The dialog checks the same rules before sending, so this is
 * for a Worker whose rules moved on (or a clock that disagrees about a deadline).
 */
export function refusedFields(error: unknown): RefusedField[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.flatMap((issue): RefusedField[] => {
    const loc = Array.isArray(issue?.loc) ? issue.loc : [];
    if (loc[0] !== "body") return [];
    const [, field, index, part] = loc;
    if (isTextField(field)) {
      const message = isEventProblem(issue.type)
        ? EVENT_PROBLEM_TEXT[issue.type]()
        : m.poll_org_problem_refused();
      return [{ field, message }];
    }
    if (field !== "options") return [];
    if (typeof index === "number") {
      const which = part === "ends_at" ? "end" : "start";
      const message =
        which === "end" ? m.poll_org_problem_end_before_start() : m.poll_org_problem_refused();
      return [{ field: `options.${index}.${which}`, message }];
    }
    return [{ field: "options", message: m.poll_org_problem_options_refused() }];
  });
}
