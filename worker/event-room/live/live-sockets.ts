import { ERRORS, type ErrorCode } from "#contract/error-codes";
import type { ResponseView } from "../reads/read-model";
import type { Guard, RoomConfig, RoomResult } from "../store/types";
import {
  isHostRole,
  LIVE_ENDED_CLOSE_CODE,
  LIVE_EVENT_HEADER,
  LIVE_ISSUED_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SOURCE_HEADER,
  LIVE_USER_HEADER,
  type LiveRole,
  liveIsFull,
  liveTags,
  markLiveEnded,
  refuseLive,
  snapshotMessage,
  ticketEnded,
  userTag,
} from "./live";

/** What the sockets need of the room's core (../core/room-core.ts `RoomCore`). */
export interface LiveRoom {
  ensureSchema(): void;
  snapshotOf(config: RoomConfig, now: number): { json: string };
  organiserMessage(view: ResponseView, now: number): string;
}

/**
 * The room's live sockets, held by ../event-room.ts: opening one, and ending a former host's.
 * What the caps are and how a socket is tagged is ./live.ts's; broadcasts are
 * ./live-broadcast.ts's.
 */
export class LiveSockets {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly core: LiveRoom,
    private readonly onEvent: Guard,
  ) {}

  /**
   * Opens a live socket. Only the Worker calls this, after deciding the role (an organiser's
   * ticket was verified there). Sockets are accepted with the hibernation API, their role and
   * source kept as tags, so an evicted room wakes with its sockets intact; past the room's caps
   * (LIVE_LIMITS) a socket is closed at once with the busy code.
   */
  async open(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json(refusalBody("expected_websocket"), { status: 426 });
    }
    const eventId = request.headers.get(LIVE_EVENT_HEADER) ?? "";
    const opened = await this.onEvent(eventId, (config, now) => {
      const role = liveRoleOf(request.headers.get(LIVE_ROLE_HEADER));
      const source = request.headers.get(LIVE_SOURCE_HEADER);
      const userId = request.headers.get(LIVE_USER_HEADER);
      if (isHostRole(role) && userId) {
        this.core.ensureSchema();
        const issuedAt = Number(request.headers.get(LIVE_ISSUED_HEADER));
        if (ticketEnded(this.ctx.storage.sql, userId, issuedAt)) {
          return Response.json(refusalBody("invalid_live_ticket"), { status: 400 });
        }
      }
      if (liveIsFull(this.ctx, role, source)) return refuseLive();
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server, liveTags(role, source, userId));
      server.send(snapshotMessage(this.core.snapshotOf(config, now).json));
      if (isHostRole(role))
        server.send(this.core.organiserMessage(role === "door" ? "door" : "organiser", now));
      return new Response(null, { status: 101, webSocket: client });
    });
    return opened instanceof Response
      ? opened
      : Response.json(refusalBody("event_not_found"), { status: 404 });
  }

  /** A socket closed by its client: closed on the room's side too. */
  closed(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  /**
   * Closes the organiser sockets a user's tickets opened (they are no longer a host), and
   * remembers when: a ticket issued to them until now opens none (./live.ts `ticketEnded`),
   * and the Worker issues them no new one (their role is gone from D1).
   */
  endFor(eventId: string, userId: string): Promise<RoomResult<{ closed: number }>> {
    return this.onEvent(eventId, (_config, now) => {
      this.ctx.storage.transactionSync(() => {
        this.core.ensureSchema();
        markLiveEnded(this.ctx.storage.sql, userId, now);
      });
      const sockets = this.ctx.getWebSockets(userTag(userId));
      for (const socket of sockets) {
        try {
          socket.close(LIVE_ENDED_CLOSE_CODE, "no longer a host of this event");
        } catch {
          // Already closing.
        }
      }
      return { ok: true, closed: sockets.length };
    });
  }
}

const liveRoleOf = (header: string | null): LiveRole =>
  header === "organiser" || header === "door" ? header : "public";

const refusalBody = (code: ErrorCode) => ({ detail: ERRORS[code].detail, code });
