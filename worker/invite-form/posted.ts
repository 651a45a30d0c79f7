import type { FormAnswer } from "#contract/invite-form";
import type { PostedResponse } from "#contract/posted-response";
import type { ResponseAction } from "#contract/response-rules";
import type { ResponseResult } from "#contract/responses";
import { ApiError } from "../lib/errors";
import { issueResponseLink } from "../services/response-links";
import type { PageAnswer } from "./answer-markup";

type Follow = {
  env: Env;
  secretKey: string;
  eventId: string;
  origin: string;
  source: string | null;
};

/**
 * What the answered page hands the app about the response a post made or changed, so that the
 * app, taking over the page (a slow phone), remembers it as this browser's ('내 응답' shows it):
 * after a sign-up also its personal link ('내 응답 링크', decision 0018), made with the password
 * just typed and shown on the page, which without JavaScript is the way to change the answer
 * later without the password. A change makes none: a new link would stop the one the invitee
 * may keep elsewhere; one that set a new password stopped it, so a kept key is forgotten.
 */
export async function postedBy(
  follow: Follow,
  action: ResponseAction,
  fields: URLSearchParams,
  answer: FormAnswer & { ok: true },
): Promise<Pick<PageAnswer, "posted" | "link">> {
  // A cancellation's reply names no response: there is nothing left to follow.
  if (!answer.reply.response) return {};
  const reply = answer.reply as ResponseResult;
  const posted: PostedResponse = {
    event_id: follow.eventId,
    id: reply.response.id,
    name: reply.response.name,
    status: reply.response.status,
    revision: reply.revision,
  };
  if (action === "modify") {
    return { posted: fields.get("new_password") ? { ...posted, key: null } : posted };
  }
  const key = await linkKey(follow, reply.response.name, fields.get("password") ?? "");
  if (!key) return { posted };
  return {
    posted: { ...posted, key },
    link: `${follow.origin}/events/${follow.eventId}/public#key=${key}`,
  };
}

/** A new personal link's key; best effort: the sign-up stands without one (a lockout, a limit). */
async function linkKey(follow: Follow, name: string, password: string): Promise<string | null> {
  const { env, secretKey, eventId, source } = follow;
  try {
    const issued = await issueResponseLink(env, secretKey, eventId, { name, password }, source);
    return issued.ok ? issued.key : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
