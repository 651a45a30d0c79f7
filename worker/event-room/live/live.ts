import {
  LIVE_BUSY_CLOSE_CODE,
  LIVE_BUSY_REASON,
  LIVE_PING,
  LIVE_PONG,
} from "#contract/live-protocol";
import { readMeta, writeMeta } from "../store/room-schema";

/**
 * A socket's audience: invitees (`public`, snapshots only), the organisers (their message with
 * the whole rows) or a door keeper (`door`: the organisers' message in the door's view, which
 * the Worker chose from the ticket: worker/services/live-tickets.ts).
 */
export type LiveRole = "public" | "organiser" | "door";

/** The roles whose sockets are a host's: ticketed, counted together, ended by `endLiveFor`. */
export const HOST_ROLES = ["organiser", "door"] as const satisfies readonly LiveRole[];
export const isHostRole = (role: LiveRole) => role !== "public";

/** A host's open sockets, both views. */
export const hostSockets = (ctx: DurableObjectState) =>
  HOST_ROLES.flatMap((role) => ctx.getWebSockets(role));

/** Header the Worker sets (never the client) to tell the room which socket it is opening. */
export const LIVE_ROLE_HEADER = "X-Live-Role";
export const LIVE_EVENT_HEADER = "X-Live-Event";
/** The client's source (`c.var.source`), set by the Worker when it knows one. */
export const LIVE_SOURCE_HEADER = "X-Live-Source";
/** The user an organiser socket's ticket named, set by the Worker: `endLiveFor` finds it by it. */
export const LIVE_USER_HEADER = "X-Live-User";
/** When that ticket was issued (epoch ms): one issued before `endLiveFor` opens nothing. */
export const LIVE_ISSUED_HEADER = "X-Live-Issued";

export { LIVE_ENDED_CLOSE_CODE } from "#contract/live-protocol";

/**
 * How many live sockets one room keeps. Every socket costs the room a send per broadcast (the
 * snapshot, 13 KB with 40 responses with messages, at most one per 100 ms), and a hibernated
 * room keeps them all; a Durable Object is one thread (about 1,000 requests a second, PLATFORM.md).
 * A page refused a socket still updates, by slow polling of the snapshot, so the caps bound the
 * room's work without shutting anyone out.
 * - `public`: 1,000 pages open on one invite at once is a very large gathering. Measured in the
 *   Worker tests (workerd on the project's machine), one change reached 1,000 sockets within
 *   about 0.5 s, 13 MB sent; past that a crowd costs polls (one per page per 30 s) instead.
 * - `perSource`: 20 from one address (an IPv6 /64): a family or an office on one connection with
 *   a few tabs each; one client cannot take the room's public places for itself. A venue's
 *   shared Wi-Fi past 20 polls. Without a known source (a local run, `npm start`, the browser
 *   tests on loopback) there is no per-source count, as for the other per-source limits.
 * - `organiser`: the organiser's ticketed sockets (the responses page, signed in) count apart, so
 *   a crowd on the invite never locks the organiser out; 50 is more tabs than anyone keeps.
 */
export const LIVE_LIMITS = { public: 1_000, perSource: 20, organiser: 50 } as const;

/**
 * When the room last ended a user's organiser sockets (epoch ms; `endLiveFor`), kept in
 * room_meta: a ticket they were issued until then opens nothing, even within its minute.
 */
const endedKey = (userId: string) => `live_ended:${userId}`;

export function markLiveEnded(sql: SqlStorage, userId: string, at: number): void {
  writeMeta(sql, endedKey(userId), String(at));
}

/** Whether an organiser ticket issued at `issuedAt` to `userId` was issued before it ended. */
export function ticketEnded(sql: SqlStorage, userId: string, issuedAt: number): boolean {
  const ended = readMeta(sql, endedKey(userId));
  return ended !== undefined && issuedAt <= Number(ended);
}

const sourceTag = (source: string) => `source:${source}`;
export const userTag = (userId: string) => `user:${userId}`;

/**
 * The tags a new socket is accepted with: its role, its source when known, and an organiser
 * socket's user (sockets opened before hosts could be removed have none, and end only when they close).
 */
export const liveTags = (role: LiveRole, source: string | null, userId: string | null = null) => [
  role,
  ...(source ? [sourceTag(source)] : []),
  ...(isHostRole(role) && userId ? [userTag(userId)] : []),
];

/** Whether the room already holds as many sockets as it keeps for this role and source. */
export function liveIsFull(ctx: DurableObjectState, role: LiveRole, source: string | null) {
  if (isHostRole(role)) return hostSockets(ctx).length >= LIVE_LIMITS.organiser;
  if (source && ctx.getWebSockets(sourceTag(source)).length >= LIVE_LIMITS.perSource) return true;
  return ctx.getWebSockets("public").length >= LIVE_LIMITS.public;
}

/**
 * A socket the room does not keep: opened and closed at once with LIVE_BUSY_CLOSE_CODE, which a
 * browser can read (the status of a refused upgrade never reaches its page).
 */
export function refuseLive(): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.close(LIVE_BUSY_CLOSE_CODE, LIVE_BUSY_REASON);
  return new Response(null, { status: 101, webSocket: client });
}

/** Pings are answered by the runtime itself, so keep-alives never wake a hibernating room. */
export function enableAutoPong(ctx: DurableObjectState): void {
  ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
}

export function sendAll(sockets: WebSocket[], message: string): void {
  for (const socket of sockets) {
    try {
      socket.send(message);
    } catch {
      // A socket closing at this moment misses nothing: its next connect gets a snapshot.
    }
  }
}

/** Wraps the snapshot JSON the room already holds, without parsing it again. */
export const snapshotMessage = (snapshotJson: string) =>
  `{"type":"snapshot","snapshot":${snapshotJson}}`;
