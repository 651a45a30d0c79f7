import { OneRunAtATime } from "../../lib/one-run-at-a-time";
import { type HostRecipient, hostRecipients } from "../../services/host-recipients";
import type { HostCounts } from "../outbox/host-facts";
import { queueHostMail, queueHostPush } from "../outbox/host-outbox";
import type { RoomNotice } from "../outbox/room-notices";
import { readMeta, writeMeta } from "../store/room-schema";
import type { RoomConfig } from "../store/types";
import { HostFeed } from "./host-feed";
import { hostNotice } from "./host-notice";
import { eachDueAt, lastSummaryAt, nextSummaryAt } from "./host-schedule";

/** What the telling needs of the room around it (../core/room-core.ts). */
export interface HostTellingRoom {
  /** The event's config, while the room holds an event (and its tables). */
  config(): RoomConfig | null;
  counts(): HostCounts;
  /** The site's origin for a mail's links: the app's, else the last an invitee came by. */
  origin(): string;
  /** Notices were queued: the couriers go. */
  queued(): void;
  wakeBy(at: number): Promise<void>;
  now(): number;
}

/** The wait before the alarm tries again after telling failed (D1 did not answer). */
const RETRY_AFTER_MS = 60_000;

/** The room's meta keys: how far each mode has told, and when. */
const EACH_TOLD = "hosts_each_told";
const EACH_AT = "hosts_each_at";
const DAILY_TOLD = "hosts_daily_told";

/**
 * Tells the people running the event what its feed recorded (./host-feed.ts), by the schedule
 * of ./host-schedule.ts: reads who they are and how each chose to hear (D1), then, in one
 * transaction, queues each one's notice in the room's outboxes and moves the mode's cursor, so
 * a notice is queued once whatever restarts, and sent once as the invitees' are (decision 0046).
 * Facts recorded while D1 answered go in this notice too. A deleted event's room holds no feed:
 * nothing is told.
 */
export class HostTelling {
  private readonly tellings = new OneRunAtATime(
    () => this.tellDue(),
    async (error) => {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "hosts not told; the alarm retries",
          error: String(error),
        }),
      );
      await this.room.wakeBy(this.room.now() + RETRY_AFTER_MS);
    },
  );

  /**
   * The next summary's time while facts wait for one, for the config it was reckoned under: it
   * depends only on the first of them, and reckoning it (about 55 µs of `Intl`) after every
   * change of a rush would be paid again and again for the same answer.
   */
  private summaryDue: { version: number; at: number } | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly db: D1Database,
    private readonly room: HostTellingRoom,
  ) {}

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** After a change: tells now what is due, or asks the alarm to wake by when it is. */
  follow(now: number): void {
    const config = this.room.config();
    const due = config && this.nextDue(config);
    if (due === null || due === undefined) return;
    if (due <= now) this.ctx.waitUntil(this.tell());
    else void this.room.wakeBy(due);
  }

  /** The alarm: tells what is due, and asks to be woken for what waits. */
  async alarm(): Promise<void> {
    if (this.room.config()) await this.tell();
  }

  /** Resolves once telling started so far is done (tests wait on it). */
  settled(): Promise<void> {
    return this.tellings.settled();
  }

  private tell(): Promise<void> {
    return this.tellings.run();
  }

  private async tellDue(): Promise<void> {
    const before = this.room.config();
    if (!before) return;
    const now = this.room.now();
    const each = this.eachDue();
    const daily = this.dailyDue(before);
    const eachNow = each !== null && each <= now;
    const dailyNow = daily !== null && daily <= now;
    if (eachNow || dailyNow) {
      const recipients = await hostRecipients(this.db, before.id);
      const config = this.room.config(); // The event may have gone while D1 answered.
      if (!config) return;
      this.ctx.storage.transactionSync(() => {
        if (eachNow) this.tellEach(config, recipients, now);
        if (dailyNow && daily !== null) this.tellDaily(config, recipients, daily, now);
        this.prune(config);
      });
      this.summaryDue = null; // The cursors moved: the next summary waits for other facts.
      // Durable before anything is sent: a crash after a send never finds the facts untold.
      await this.ctx.storage.sync();
      this.room.queued();
    }
    const config = this.room.config();
    const next = config && this.nextDue(config);
    if (next !== null && next !== undefined) await this.room.wakeBy(Math.max(next, now));
  }

  private tellEach(config: RoomConfig, recipients: HostRecipient[], now: number): void {
    const feed = new HostFeed(this.sql);
    const told = this.cursor(EACH_TOLD);
    const fed = feed.between(told, feed.lastSeq());
    if (fed.length === 0) return;
    const notice = hostNotice(config, "each", fed, this.room.counts());
    this.queue(
      recipients.filter((host) => host.mode === "each"),
      notice,
      now,
    );
    writeMeta(this.sql, EACH_TOLD, String(fed.at(-1)?.seq ?? told));
    writeMeta(this.sql, EACH_AT, String(now));
  }

  /** The summary at `at`: the facts recorded before it since the last summary. */
  private tellDaily(config: RoomConfig, recipients: HostRecipient[], at: number, now: number) {
    const feed = new HostFeed(this.sql);
    const told = this.cursor(DAILY_TOLD);
    const fed = feed.between(told, feed.lastUpTo(at));
    if (fed.length === 0) return;
    const notice = hostNotice(config, "daily", fed, this.room.counts());
    this.queue(
      recipients.filter((host) => host.mode === "daily"),
      notice,
      now,
    );
    writeMeta(this.sql, DAILY_TOLD, String(fed.at(-1)?.seq ?? told));
  }

  private queue(recipients: HostRecipient[], notice: RoomNotice, now: number): void {
    const origin = this.room.origin();
    for (const host of recipients) {
      queueHostMail(this.sql, host, notice, origin, now);
      host.browsers.forEach((browser, place) => {
        queueHostPush(this.sql, host, browser, place, notice, now);
      });
    }
  }

  /** When `each` is next due (null: nothing waits for it). */
  private eachDue(): number | null {
    const first = new HostFeed(this.sql).firstAfter(this.cursor(EACH_TOLD));
    if (!first) return null;
    const last = readMeta(this.sql, EACH_AT);
    return eachDueAt(first.at, last === undefined ? null : Number(last));
  }

  /** When the next summary is due (null: nothing waits for one, or the summaries are over). */
  private dailyDue(config: RoomConfig): number | null {
    const known = this.summaryDue;
    if (known?.version === config.config_version) return known.at;
    const first = new HostFeed(this.sql).firstAfter(this.cursor(DAILY_TOLD));
    if (!first) return null;
    const at = nextSummaryAt(first.at, config.time_zone);
    if (at > lastSummaryAt(config)) return null;
    this.summaryDue = { version: config.config_version, at };
    return at;
  }

  private nextDue(config: RoomConfig): number | null {
    const dues = [this.eachDue(), this.dailyDue(config)].filter((at) => at !== null);
    return dues.length === 0 ? null : Math.min(...dues);
  }

  /**
   * Facts both modes told go. After the last summary, the summaries wait for nothing: a
   * fact recorded later is `each`'s alone.
   */
  private prune(config: RoomConfig): void {
    const feed = new HostFeed(this.sql);
    const each = this.cursor(EACH_TOLD);
    const daily =
      this.dailyDue(config) === null ? Number.POSITIVE_INFINITY : this.cursor(DAILY_TOLD);
    feed.prune(Math.min(each, daily));
  }

  private cursor(key: string): number {
    return Number(readMeta(this.sql, key) ?? 0);
  }
}
