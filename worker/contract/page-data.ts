/**
 * The id of the `<script type="application/json">` block in which the Worker hands an invite
 * page its event's public snapshot, so the app starts without asking for it again. Kept apart
 * from the zod contract so that reading it costs the page's entry nothing.
 */
export const SNAPSHOT_ELEMENT_ID = "event-snapshot";

/**
 * Renders the app's markup for a page URL, with an invite page's event snapshot already known
 * (the Worker calls it for invite pages and /about; it lives in web/ssr so that it uses the
 * app's own routes and components). Answers null when the URL is not a page it can render.
 */
export type RenderPage = (
  url: string,
  snapshot?: import("./public-view").EventPublicView,
) => Promise<string | null>;

/**
 * Rows of each status group of an invite page's participant list shown at first (the server's
 * render and the app's); '더 보기' shows MORE_ROWS more of a group, and the page's address with
 * WHOLE_LIST_SEARCH shows every group whole, as its '더 보기' leads to before the app runs
 * (docs/decisions/0017-grouped-participant-lists.md).
 */
export const GROUP_FIRST_ROWS = 10;
export const MORE_ROWS = 50;
export const WHOLE_LIST_SEARCH = "?list=all";

/** Whether the page's address asks for the whole list. */
export const wholeListAsked = (search: URLSearchParams) => search.get("list") === "all";

/**
 * D1's session bookmark (read replication): the Worker sends the latest after each API call and
 * reads anchored at the one the client sends back, so an organiser's reads, served by a replica
 * near them, always see their own writes. Here, zod-free, so the API client carries it cheaply.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

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

/** The page's own Korean for an outcome, and the field a refusal is about (web/ssr). */
export type AnswerWords = (answer: FormAnswer) => {
  text: string;
  field: import("./response-rules").ResponseField | null;
};
