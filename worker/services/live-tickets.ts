import { jwtVerify, SignJWT } from "jose";
import type { ResponseView } from "../event-room/reads/read-model";
import { signingKey } from "../lib/jwt";

const AUDIENCE = "moim-rsvp:live";
export const LIVE_TICKET_TTL_SECONDS = 60;

/**
 * A short-lived ticket for one organiser and one event's live socket. Browsers cannot set
 * headers on a WebSocket, and an access token in a URL ends up in logs and history; a
 * ticket that opens one event's socket for a minute is harmless there. It names the view its
 * socket gets (`door` for a door keeper, event-access.ts `responseView`), signed with it, so the
 * socket carries no more than the caller's own reads do.
 */
export async function issueLiveTicket(
  userId: string,
  eventId: string,
  view: ResponseView,
  secret: string,
) {
  return new SignJWT({ evt: eventId, view })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIVE_TICKET_TTL_SECONDS}s`)
    .sign(await signingKey(secret));
}

/** Whom a live ticket was issued to, when (epoch ms, to the second it was issued in), which view. */
export interface LiveTicketHolder {
  userId: string;
  issuedAt: number;
  view: ResponseView;
}

/**
 * The ticket's holder when it is valid, unexpired and for this event; null otherwise. The room
 * tags the socket with the user and refuses a ticket issued before it ended their sockets (they
 * stopped being a host), so a ticket taken just before cannot open one after.
 */
export async function verifyLiveTicket(
  ticket: string,
  eventId: string,
  secret: string,
): Promise<LiveTicketHolder | null> {
  try {
    const { payload } = await jwtVerify(ticket, await signingKey(secret), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
    });
    if (payload.evt !== eventId || !payload.sub || payload.iat === undefined) return null;
    // A ticket that names no view (issued before views were) is refused: its page takes a new one.
    const { view } = payload;
    if (view !== "organiser" && view !== "door") return null;
    return { userId: payload.sub, issuedAt: payload.iat * 1000, view };
  } catch {
    return null;
  }
}
