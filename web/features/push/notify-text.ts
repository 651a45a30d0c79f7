import { m } from "#messages";
import { ApiError } from "../../lib/error-detail";
import { networkErrorText } from "../../lib/network-text";
import { loadAnswering } from "../invitee";

/**
 * What the notify control says when it cannot turn notifications on or off; when the browser
 * gives no permission, permission-text.ts.
 */

/**
 * A refusal in the invite page's own words (the same as '내 응답 링크' and the forms: a wrong
 * password, a locked response, a passed deadline); a browser's own failure (its push service
 * unreachable) in a sentence of ours.
 */
export async function problemText(error: unknown): Promise<string> {
  if (!(error instanceof ApiError)) return m.account_notify_browser_failed();
  const answering = await loadAnswering().catch(() => null);
  return answering?.refusalProblem(error, "modify").text ?? networkErrorText();
}
