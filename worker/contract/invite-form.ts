/**
 * The invite page's form works before and without the app: it posts to the page's own address
 * (`POST /events/{id}/public`, form-encoded), which runs the page route's action on the server
 * (web/app/routes/event-public.tsx) and answers with the page showing the reply
 * (docs/decisions/0051-one-form-path.md). The form's id, so that what the Worker adds outside
 * the app's markup (the attempt's idempotency key) is still part of it.
 */
export const INVITE_FORM_ID = "response-form";
/** The form field carrying one attempt's idempotency key, a new one in every page the Worker sends. */
export const FORM_KEY_FIELD = "idempotency_key";

/** The form field saying what the form was showing: a new response, a change, a cancellation. */
export const FORM_MODE_FIELD = "mode";

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

/** How the public responses route took a posted form: its reply, or its refusal as sent. */
export type FormOutcome =
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
    };

/**
 * What the Worker did with a posted form (worker/pages/form-post.ts): the outcome, and after a
 * sign-up or a change the response for the app to follow, with a sign-up's personal link.
 */
export type FormSent = {
  outcome: FormOutcome;
  posted?: import("./posted-response").PostedResponse;
  link?: string;
};

/**
 * The server's part of the page route's action, handed to it as the static handler's request
 * context (worker/pages/form-post.ts). `opened`: the event as the visitor's page showed it, for
 * the app's checks, or the refusal of a post whose fields are not even read (too large, no such
 * event, the server misconfigured). `send`: the request the app's checks made from the fields,
 * sent to the public responses route. Absent in the browser, where the app sends the form itself.
 */
export type FormPost = {
  opened: (
    action: import("./response-rules").ResponseAction,
  ) => { view: import("./public-view").EventPublicView } | { refusal: FormOutcome };
  send: (request: import("./response-call").ResponseRequest) => Promise<FormSent>;
};

/**
 * A field of the form a refusal is about: one of the response's, or a question's answer
 * (`answers.<question id>`).
 */
export type FormField = import("./response-rules").ResponseField | `answers.${string}`;

/**
 * The reply to a posted form, as the page route's action hands it to the page (and, inert JSON
 * in the page, to the browser's router): the outcome in the page's words, the field a refusal
 * is about and every question it refused, what was typed (never a password), and what
 * `FormSent` carries for the app.
 */
export type FormReply = {
  /** The page's HTTP status: 200, or the refusal's. */
  status: number;
  ok: boolean;
  text: string;
  field: FormField | null;
  refusedAnswers: string[];
  /**
   * What was typed, put back: the form's values as the app reads them (never a password) and
   * the answers to its questions.
   */
  typed?: { values: Record<string, string>; answers: import("./questions").Answers };
  posted?: import("./posted-response").PostedResponse;
  link?: string;
};
