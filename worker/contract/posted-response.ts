/**
 * What an invite page's posted form hands the app about the response it made or changed (the
 * reply's `posted`, web/features/invitee/sending/posted-response.ts): the app, when it takes
 * over, remembers it as this browser's, as if it had sent the form itself ('내 응답' then shows
 * it, its place and its link).
 */

/** A response a form post made or changed, and after a sign-up its personal link's key. */
export type PostedResponse = {
  event_id: string;
  id: string;
  name: string;
  status: import("./response-rules").ResponseStatus;
  revision: number;
  /** Whether it answers every meeting of its series ('매번 참석'); absent: the reply did not say. */
  standing?: boolean;
  /**
   * '내 응답 링크': issued with the password just typed, after a sign-up only; null after a
   * change that set a new password, which stopped the link.
   */
  key?: string | null;
};
