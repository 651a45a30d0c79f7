import type { ErrorCode } from "#contract/error-codes";
import { ConfigError, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";

/**
 * Why a page's posted form cannot be sent at all, before anything is read of it: its body was
 * over the limit, the deployment is misconfigured (said in the log), or the page's event or
 * poll (`missing` names which) is not there. Null when it can be sent. The invite page's and
 * the poll page's posts (form-post.ts, vote-post.ts) word it each in their own outcome.
 */
export function postedFormRefusal(
  env: Env,
  tooLarge: boolean,
  found: boolean,
  missing: ErrorCode,
): ApiError | null {
  if (tooLarge) return new ApiError("body_too_large");
  try {
    configOf(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return new ApiError("server_misconfigured");
  }
  return found ? null : new ApiError(missing);
}
