import { hostSockets, sendAll, snapshotMessage } from "./live";

/** Changes within this window reach live sockets as one message: a rush is not 1,000 pushes. */
const BROADCAST_COALESCE_MS = 100;

/**
 * Tells the room's live sockets of its changes, coalesced: everyone gets the new snapshot,
 * organisers their message too, door keepers its door view (hosts alone when only their view
 * changed). A socket
 * that opens later starts with a snapshot of its own, so nothing is sent with none listening.
 */
export class LiveBroadcast {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the next broadcast carries a new snapshot too, or only the organisers' message. */
  private snapshotDue = false;

  constructor(
    private readonly ctx: DurableObjectState,
    /** The snapshot's JSON and the organisers' message, both views, as they stand; null: no event. */
    private readonly messages: () => {
      snapshot: () => string;
      organisers: () => string;
      door: () => string;
    } | null,
  ) {}

  soon(to: "everyone" | "organisers" = "everyone"): void {
    const listeners = to === "organisers" ? hostSockets(this.ctx) : this.ctx.getWebSockets();
    if (listeners.length === 0) return;
    if (to === "everyone") this.snapshotDue = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.send();
    }, BROADCAST_COALESCE_MS);
  }

  private send(): void {
    const messages = this.messages();
    if (!messages) return;
    if (this.snapshotDue) {
      this.snapshotDue = false;
      sendAll(this.ctx.getWebSockets(), snapshotMessage(messages.snapshot()));
    }
    const organisers = this.ctx.getWebSockets("organiser");
    if (organisers.length > 0) sendAll(organisers, messages.organisers());
    const door = this.ctx.getWebSockets("door");
    if (door.length > 0) sendAll(door, messages.door());
  }
}
