import { LIVE_PING, LIVE_PONG } from "#contract/live-protocol";

export type LiveRole = "public" | "organiser";

/** Header the Worker sets (never the client) to tell the room which socket it is opening. */
export const LIVE_ROLE_HEADER = "X-Live-Role";
export const LIVE_EVENT_HEADER = "X-Live-Event";

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
