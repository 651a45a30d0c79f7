/**
 * The invite page's form works before and without the app: it posts to the page's own address
 * (`POST /events/{id}/public`, form-encoded), and the Worker answers with the page and the
 * outcome. The form's id, so that what the Worker adds outside the app's markup (the attempt's
 * idempotency key) is still part of it.
 */
export const INVITE_FORM_ID = "response-form";
/** The form field carrying one attempt's idempotency key, a new one in every page the Worker sends. */
export const FORM_KEY_FIELD = "idempotency_key";

/** The form field saying what the form was showing: a new response, a change, a cancellation. */
export const FORM_MODE_FIELD = "mode";

/**
 * Where the Worker says how the form's post went: an empty, hidden element at the top of the
 * form in the app's markup, which the Worker fills and shows, and the app hydrates without
 * reading (its content is the Worker's alone, see response-form.tsx), so the answer is where
 * the eye was: the form posts to the page's address with `#` and the form's id, so the
 * answered page opens at the form.
 */
export const FORM_ANSWER_SLOT_ID = "form-answer-slot";

/**
 * The invite page with its form opened for a change (of response `id`) or a cancellation: the
 * address its 수정 and 응답 취소 controls lead to before the app runs, rendered so by the Worker
 * and read by the app on its first render, which must match.
 */
export function formPageSearch(mode: "new" | "delete"): string;
export function formPageSearch(mode: "edit", id: string): string;
export function formPageSearch(mode: "new" | "edit" | "delete", id?: string): string {
  if (mode === "edit" && id) return `?mode=edit&id=${encodeURIComponent(id)}`;
  return mode === "delete" ? "?mode=delete" : "";
}

/** What a page address asks the form to show, from `formPageSearch`'s parameters. */
export function formPageRequest(search: URLSearchParams):
  | { mode: "new" | "delete" }
  | {
      mode: "edit";
      id: string;
    } {
  const mode = search.get("mode");
  const id = search.get("id");
  if (mode === "edit" && id) return { mode, id };
  return { mode: mode === "delete" ? "delete" : "new" };
}

/** A form post's outcome, as the Worker hands it to the app's words for it. */
export type FormAnswer =
  | {
      ok: true;
      action: import("./response-rules").ResponseAction;
      reply: {
        promoted: string[];
        offered?: string[];
        response?: { status: import("./response-rules").ResponseStatus };
        waiting_position?: number | null;
      };
    }
  | {
      ok: false;
      action: import("./response-rules").ResponseAction;
      status: number;
      body: unknown;
      retryAfter: number | null;
      /** A change refused for want of seats for the more guests it asked for. */
      moreGuests?: boolean;
    };

/**
 * A field of the form a refusal is about: one of the response's, or a question's answer
 * (`answers.<question id>`, issue 36).
 */
export type FormField = import("./response-rules").ResponseField | `answers.${string}`;

/** The page's own Korean for an outcome, and the field a refusal is about (web/ssr). */
export type AnswerWords = (answer: FormAnswer) => {
  text: string;
  field: FormField | null;
};
