import { ERRORS, type ErrorCode } from "#contract/error-codes";
import { RoomShell } from "../core/room-core";
import {
  isHostRole,
  LIVE_EVENT_HEADER,
  LIVE_ISSUED_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SOURCE_HEADER,
  LIVE_USER_HEADER,
  type LiveRole,
  liveIsFull,
  liveTags,
  refuseLive,
  snapshotMessage,
  ticketEnded,
} from "./live";

/**
 * The room's live sockets' handlers, under its calls (./event-room.ts) and over its shell: what
 * the caps are and how a socket is tagged is ./live.ts's; broadcasts are ./live-broadcast.ts's.
 */
export abstract class LiveSocketRoom extends RoomShell {
  /**
   * Opens a live socket. Only the Worker calls this, after deciding the role (an organiser's
   * ticket was verified there). Sockets are accepted with the hibernation API, their role and
   * source kept as tags, so an evicted room wakes with its sockets intact; past the room's caps
   * (LIVE_LIMITS) a socket is closed at once with the busy code.
   */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json(refusalBody("expected_websocket"), { status: 426 });
    }
    const eventId = request.headers.get(LIVE_EVENT_HEADER) ?? "";
    const config = await this.ready(eventId);
    if (!config) return Response.json(refusalBody("event_not_found"), { status: 404 });
    const role = liveRoleOf(request.headers.get(LIVE_ROLE_HEADER));
    const source = request.headers.get(LIVE_SOURCE_HEADER);
    const userId = request.headers.get(LIVE_USER_HEADER);
    if (isHostRole(role) && userId) {
      this.ensureSchema();
      const issuedAt = Number(request.headers.get(LIVE_ISSUED_HEADER));
      if (ticketEnded(this.sql, userId, issuedAt)) {
        return Response.json(refusalBody("invalid_live_ticket"), { status: 400 });
      }
    }
    if (liveIsFull(this.ctx, role, source)) return refuseLive();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, liveTags(role, source, userId));
    server.send(snapshotMessage(this.snapshotOf(config).json));
    if (isHostRole(role))
      server.send(this.organiserMessage(role === "door" ? "door" : "organiser"));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(): Promise<void> {
    // Clients only listen; pings are answered by the runtime (enableAutoPong).
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}

const liveRoleOf = (header: string | null): LiveRole =>
  header === "organiser" || header === "door" ? header : "public";

const refusalBody = (code: ErrorCode) => ({ detail: ERRORS[code].detail, code });
