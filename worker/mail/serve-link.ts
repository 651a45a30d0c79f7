import { configOf } from "../lib/config";
import { attemptSource, clientSource } from "../lib/password-attempt-limits";
import { readBody } from "../middleware/request-body";
import { roomFor } from "../services/event-rooms";
import { type LinkPage, renderLinkPage } from "./link-page";
import { readMailLink } from "./links";

/** Why the room refused a link's action, in the page's words. */
const REFUSED: Record<string, string> = {
  deadline_passed: "응답이 마감되어 이 제안에는 더 이상 답할 수 없어요.",
  event_ended: "이미 끝난 모임이라 응답을 받지 않아요.",
  event_full: "그사이 자리가 없어졌어요. 초대 페이지에서 확인해 주세요.",
  response_not_found: "이 응답은 취소되어 더 이상 없어요.",
  response_changed: "그사이 이 응답이 바뀌었어요. 초대 페이지에서 확인해 주세요.",
};

/**
 * A mail's one-tap link (`/events/{id}/mail/{token}`): GET shows what it will do and changes
 * nothing; POST (its button, or a mail client's RFC 8058 one-click unsubscribe) does it. No
 * password and no JavaScript: the signed link is the proof, for one response and one action.
 */
export async function serveMailLink(
  request: Request,
  env: Env,
  eventId: string,
  token: string,
): Promise<Response> {
  const config = configOf(env);
  const invitePage = `/events/${eventId}/public`;
  const acting = request.method === "POST";
  if (acting)
    await readBody(request); // A one-click unsubscribe posts a form; nothing in it counts.
  else if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const reply = (page: LinkPage, status = 200) =>
    new Response(renderLinkPage(page, invitePage), {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        // Each reply is this moment's, for this link alone: never stored on the way.
        "Cache-Control": "no-store",
      },
    });
  const link = await readMailLink(token, eventId, config.secretKey);
  if (link === null) return reply({ kind: "invalid" }, 404);
  if (link === "expired") return reply({ kind: "expired" }, 410);
  const room = roomFor(env, eventId);
  if (!acting) {
    const shown = await room.mailLink(eventId, link);
    if (!shown.ok) return reply({ kind: "event_gone" }, 404);
    return reply({ kind: "view", view: shown.view, token });
  }
  const source = attemptSource(
    clientSource(request.headers.get("CF-Connecting-IP"), config.isProduction),
  );
  const followed = await room.followMailLink(eventId, link, source);
  if (followed.ok) return reply({ kind: "done", view: followed.view });
  if (followed.code === "event_not_found") return reply({ kind: "event_gone" }, 404);
  const shown = await room.mailLink(eventId, link);
  if (!shown.ok) return reply({ kind: "event_gone" }, 404);
  const reason = REFUSED[followed.code] ?? "지금은 처리할 수 없어요. 잠시 후 다시 시도해 주세요.";
  return reply({ kind: "refused", view: shown.view, reason }, 409);
}
