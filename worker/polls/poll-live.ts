import { DurableObject } from "cloudflare:workers";
import {
  LIVE_BUSY_CLOSE_CODE,
  LIVE_BUSY_REASON,
  LIVE_PING,
  LIVE_PONG,
} from "#contract/live-protocol";
import type { PollPublicView } from "#contract/polls";

/** Sockets one poll's pages may hold open at once; more are closed at once as busy. */
const SOCKETS_MAX = 500;

/**
 * The live counts of one poll's page (docs/decisions/0068-date-polls.md). D1 holds the poll; this
 * object only fans out what the Worker read after each change. Every view carries the poll's
 * version, which grows with each change in the change's own batch, so a view read later but
 * delivered first is never replaced by an older one: the pages end on the newest.
 * Sockets are accepted with the hibernation API, so an idle poll costs nothing.
 */
export class PollLive extends DurableObject<Env> {
  /** The newest version sent, read back from storage after a hibernation. */
  private sent: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The pages' keep-alive pings are answered without waking the object (web/lib/live-socket.ts).
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    if (this.ctx.getWebSockets().length > SOCKETS_MAX) {
      server.close(LIVE_BUSY_CLOSE_CODE, LIVE_BUSY_REASON);
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The view after a change, sent to every page unless a newer one went already. */
  async changed(view: PollPublicView): Promise<void> {
    this.sent ??= (await this.ctx.storage.get<number>("sent")) ?? 0;
    if (view.version <= this.sent) return;
    this.sent = view.version;
    await this.ctx.storage.put("sent", view.version);
    const message = JSON.stringify({ type: "poll", poll: view });
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // A socket closing as we send: the page reconnects and reads the poll afresh.
      }
    }
  }

  /** Pages only listen (their pings are answered above): anything else they send is ignored. */
  async webSocketMessage(): Promise<void> {}

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 ? 1000 : code, "closed");
    } catch {
      // Already closed.
    }
  }
}

export const pollLiveFor = (env: Env, pollId: string) =>
  env.POLL_LIVE.get(env.POLL_LIVE.idFromName(pollId));
