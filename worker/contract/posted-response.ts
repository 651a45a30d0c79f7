/**
 * What the Worker's reply to an invite page's form post (worker/invite-form) hands the app
 * about the response it made or changed. Apart from invite-form.ts: only the sending code, fetched after
 * the page shows, reads it, so the first load does not carry it.
 */

/**
 * The attribute of the Worker's reply carrying the response a post made or changed, as JSON
 * (`PostedResponse`): the app, when it takes over, remembers it as this browser's, as if it
 * had sent the response itself ('내 응답' then shows it, its place and its link).
 */
export const POSTED_RESPONSE_ATTRIBUTE = "data-posted-response";

/** A response a form post made or changed, and after a sign-up its personal link's key. */
export type PostedResponse = {
  event_id: string;
  id: string;
  name: string;
  status: import("./response-rules").ResponseStatus;
  revision: number;
  /**
   * '내 응답 링크': issued with the password just typed, after a sign-up only; null after a
   * change that set a new password, which stopped the link.
   */
  key?: string | null;
};
