import type { PostedResponse } from "#contract/posted-response";
import { servedReply } from "../../../app/served-reply";
import { rememberResponse, standingIn } from "../my-responses/write";
import { KEY_PREFIX, keyInAddress } from "../response-link";

/**
 * A response the page's own form post made or changed before the app took over (a slow phone:
 * the browser posted the form itself; the reply the page was served with names it): remembered
 * as this browser's, as if the app had sent the form, with the personal link's key a sign-up
 * brought. '내 응답' then shows it, its place in the queue, its link and its channels, instead
 * of the page inviting a second sign-up. Read once, when the answering code arrives
 * (load-answering.ts). Checked field by field: the page's JSON is whatever the page held.
 */
export function adoptPostedResponse(): void {
  const posted: Partial<PostedResponse> | undefined = servedReply()?.posted;
  if (!posted) return;
  const { event_id, id, name, status, revision, key } = posted;
  if (
    typeof event_id !== "string" ||
    typeof id !== "string" ||
    typeof name !== "string" ||
    typeof status !== "string" ||
    typeof revision !== "number"
  ) {
    return;
  }
  // Null: a new password stopped the link. Anything but a key is left out.
  const kept = key === null ? null : (keyInAddress(`${KEY_PREFIX}${key}`) ?? undefined);
  rememberResponse(event_id, { id, name, status, revision, key: kept, ...standingIn(posted) });
}
