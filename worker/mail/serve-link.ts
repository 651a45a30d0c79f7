import type { Language } from "#i18n/language";
import { requestLanguage } from "#i18n/request-language";
import { m } from "#messages";
import { createDb } from "../db/client";
import type { MailLinkView } from "../event-room/commands/one-tap-replies";
import { configOf } from "../lib/config";
import { attemptSource, clientSource } from "../lib/password-attempt-limits";
import { readBody } from "../middleware/request-body";
import { standingAddressProven } from "../series/standing-channels";
import { roomFor } from "../services/event-rooms";
import { serveHostStop } from "./host-stop";
import { type LinkPage, renderLinkPage } from "./link-page";
import { isResponseLink, readMailLink } from "./links";

/** Why the room refused a link's action, in the page's words. */
const REFUSED: Record<string, (inputs: object, options: { locale: Language }) => string> = {
  deadline_passed: m.notices_link_offer_closed,
  event_ended: m.notices_link_event_ended,
  event_full: m.notices_link_event_full,
  response_not_found: m.notices_link_response_gone,
  response_changed: m.notices_link_response_changed,
};

/**
 * The page's language: the reader's own choice (the switch's cookie), else the one the
 * response answered in, which its mails speak (in the place of an account's), else the browser's.
 */
const pageLanguage = (request: Request, view: MailLinkView | null): Language =>
  requestLanguage(request, { account: view?.language });

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
    new Response(renderLinkPage(page, invitePage, pageLanguage(request, viewOf(page))), {
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
  if (!isResponseLink(link)) return serveHostStop(request, env, link, acting);
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
  if (followed.ok && link.action === "verify") {
    // A standing answer's address is verified once for its whole series.
    await standingAddressProven(env, createDb(env.DB), eventId, link.responseId);
  }
  if (followed.ok) return reply({ kind: "done", view: followed.view });
  if (followed.code === "event_not_found") return reply({ kind: "event_gone" }, 404);
  const shown = await room.mailLink(eventId, link);
  if (!shown.ok) return reply({ kind: "event_gone" }, 404);
  const locale = pageLanguage(request, shown.view);
  const reason = (REFUSED[followed.code] ?? m.notices_link_try_later)({}, { locale });
  return reply({ kind: "refused", view: shown.view, reason }, 409);
}

const viewOf = (page: LinkPage) => ("view" in page ? page.view : null);
