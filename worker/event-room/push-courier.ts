import { type PushNotice, pushEndpointProblem } from "#contract/push";
import type { Config } from "../lib/config";
import { type PushOutcome, sendPush } from "../lib/web-push";
import type { QueuedPush } from "./push-queue";

/** A push service's answer, or `unreachable`: the endpoint names no push service, never posted. */
type Delivery = PushOutcome | { kind: "unreachable" };

/** Pushes sent at once per round: a Worker keeps 6 connections open at a time anyway. */
const ROUND = 6;
/**
 * Pushes sent per invocation, well under Workers Paid's 10,000 subrequests per request (README,
 * "The Cloudflare plan it needs"); the alarm, a new invocation, goes on with the rest at once.
 */
const PER_INVOCATION = 600;
/** The waits before each retry of a push whose service failed or was busy. */
const BACKOFF_SECONDS = [30, 120, 600, 3_600, 6 * 3_600];

/**
 * Sends the room's queued pushes, after the transaction that queued them: at once
 * (`waitUntil`) and again by the alarm when a push service failed, with growing waits. Rounds
 * never overlap, so a push is never in flight twice. A subscription its service calls gone
 * (404/410) is dropped with everything queued for it, and so is one that names no browser push
 * service (stored before the route refused such endpoints): it is never posted to. Nothing here
 * logs an endpoint or a key.
 */
export class PushCourier {
  private sending: Promise<void> | undefined;
  private sendAgain = false;
  private paused = false;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly config: () => Pick<Config, "vapid" | "pushTestHosts">,
    private readonly wakeBy: (at: number) => Promise<void>,
  ) {}

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** After a change that may have queued pushes. */
  sendSoon(): void {
    if (this.paused || !this.hasOutbox() || this.nextDue() === null) return;
    this.ctx.waitUntil(this.send());
  }

  /** The alarm: sends what is due, then asks to be woken for what is left. */
  async alarm(): Promise<void> {
    if (!this.hasOutbox()) return;
    await this.send();
  }

  /**
   * Stops after the round in flight (at most one push service timeout) and resolves then: the
   * room is about to be emptied, and a round settling afterwards would touch the new outbox.
   */
  async pause(): Promise<void> {
    this.paused = true;
    this.outboxSeen = false; // The emptied room may have none until farewells recreate it.
    await this.settled();
  }

  resume(): void {
    this.paused = false;
  }

  /** Resolves once every round started so far has finished (tests wait on it). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private send(): Promise<void> {
    if (this.sending) {
      this.sendAgain = true;
      return this.sending;
    }
    this.sending = (async () => {
      try {
        let sent = 0;
        do {
          this.sendAgain = false;
          while (!this.paused && sent < PER_INVOCATION) {
            const count = await this.round();
            if (count === 0) break;
            sent += count;
          }
        } while (this.sendAgain && !this.paused && sent < PER_INVOCATION);
        const next = this.paused ? null : this.nextDue();
        if (next !== null) await this.wakeBy(sent >= PER_INVOCATION ? Date.now() : next);
      } catch (error) {
        warn("push round failed; the alarm retries", error);
        await this.wakeBy(Date.now() + BACKOFF_SECONDS[0] * 1000);
      } finally {
        this.sending = undefined;
      }
    })();
    return this.sending;
  }

  /** Sends one round of due pushes; how many (0: none was due). */
  private async round(): Promise<number> {
    const { vapid, pushTestHosts } = this.config();
    if (!vapid) return 0; // Without keys nothing can subscribe; nothing to send either.
    const due = this.sql
      .exec<QueuedPush>(
        "SELECT * FROM push_outbox WHERE due_at <= ? ORDER BY seq LIMIT ?",
        Date.now(),
        ROUND,
      )
      .toArray();
    if (due.length === 0) return 0;
    const outcomes = await Promise.all(
      due.map((push) =>
        pushEndpointProblem(push.endpoint, pushTestHosts) !== null
          ? Promise.resolve<Delivery>({ kind: "unreachable" })
          : sendPush(push, JSON.parse(push.notice) as PushNotice, vapid).catch(
              (): Delivery => ({ kind: "refused", status: 0 }),
            ),
      ),
    );
    this.ctx.storage.transactionSync(() => {
      for (const [index, push] of due.entries()) this.settle(push, outcomes[index]);
    });
    return due.length;
  }

  private settle(push: QueuedPush, outcome: Delivery): void {
    if (outcome.kind === "unreachable") warn("push dropped", "its endpoint names no push service");
    if (outcome.kind === "gone" || outcome.kind === "unreachable") {
      // A deleted event's room keeps only its outbox: no subscriptions left to drop there.
      if (push.response_id !== null) {
        this.sql.exec("DELETE FROM push_subscriptions WHERE endpoint = ?", push.endpoint);
      }
      this.sql.exec("DELETE FROM push_outbox WHERE endpoint = ?", push.endpoint);
      return;
    }
    const attempts = push.attempts + 1;
    if (outcome.kind === "retry" && attempts <= BACKOFF_SECONDS.length) {
      const wait = Math.max(BACKOFF_SECONDS[attempts - 1], outcome.afterSeconds ?? 0);
      this.sql.exec(
        "UPDATE push_outbox SET attempts = ?, due_at = ? WHERE seq = ?",
        attempts,
        Date.now() + wait * 1000,
        push.seq,
      );
      return;
    }
    if (outcome.kind !== "sent") {
      const status = outcome.status;
      warn("push given up", new Error(`push service answered ${status ?? "nothing"}`));
    }
    this.sql.exec("DELETE FROM push_outbox WHERE seq = ?", push.seq);
  }

  private nextDue(): number | null {
    return this.sql.exec<{ at: number | null }>("SELECT min(due_at) AS at FROM push_outbox").one()
      .at;
  }

  /**
   * Whether the room has an outbox (a room that never had an event has none). Asked after every
   * change, inside the rush's hot path, so the catalogue is read only until the table is seen;
   * only emptying the room (pause) drops it.
   */
  private outboxSeen = false;
  private hasOutbox(): boolean {
    this.outboxSeen ||=
      this.sql
        .exec<{ n: number }>(
          "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'push_outbox'",
        )
        .one().n > 0;
    return this.outboxSeen;
  }
}

const warn = (msg: string, error: unknown) =>
  console.warn(JSON.stringify({ level: "warn", msg, error: String(error) }));
