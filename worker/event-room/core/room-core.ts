import { type Filled, nobodyFilled } from "#contract/filled-seats";
import { erasureTime } from "#contract/retention";
import { configOf } from "../../lib/config";
import { dropAccountBrowser } from "../../services/host-recipients";
import { configure } from "../commands/organiser-commands";
import type { Outcome } from "../commands/outcome";
import { refuse } from "../commands/refusals";
import { type RoomTransaction, roomTransaction } from "../commands/room-transaction";
import { lapseOffers } from "../commands/seating";
import { HostFeed } from "../hosts/host-feed";
import { HostTelling } from "../hosts/host-telling";
import { sendAll } from "../live/live";
import { LiveBroadcast } from "../live/live-broadcast";
import { hostCountsOf } from "../outbox/host-facts";
import { MailCourier } from "../outbox/mail-courier";
import { Notices, restoreFarewells } from "../outbox/notices";
import { PushCourier } from "../outbox/push-courier";
import { dueReminder, reminderTime } from "../outbox/reminders";
import { type ResponseView, RoomReadModel } from "../reads/read-model";
import { erasedAt, eraseResponses } from "../store/erasure";
import { D1Mirror } from "../store/mirror";
import { eraseMirror } from "../store/mirror-erasure";
import { migrateRoom, readMeta, writeMeta } from "../store/room-schema";
import type { Guard, RoomConfig, RoomResult } from "../store/types";
import { RoomAlarm } from "./alarm";
import { type Clock, wallClock } from "./clock";
import { RoomConfigSource } from "./config";

/**
 * Steps the Durable Object takes itself (../event-room.ts), which the core calls through it: a
 * newer config applied, the room emptied (the Worker tests cut a room off at them).
 */
export interface RoomSteps {
  applyConfig(config: RoomConfig, now: number): Filled;
  empty(now: number): Promise<void>;
}

/**
 * The room's core, held by ../event-room.ts: its state and lifecycle, the one transaction every
 * change runs in (`mutate`), the guard every call passes (`onEvent`), the clock, the offers'
 * and the reminder's times, the alarm, and the parts that follow a change (the D1 mirror, the
 * couriers, the live broadcast).
 */
export class RoomCore {
  revision = 0;
  private schemaReady = false;
  readonly clock: Clock = wallClock;
  readonly configs: RoomConfigSource;
  readonly reads: RoomReadModel;
  readonly broadcast: LiveBroadcast;
  private readonly alarms: RoomAlarm;
  readonly mirror: D1Mirror;
  readonly courier: PushCourier;
  readonly mailer: MailCourier;
  /** Telling the people running the event what happened (../hosts/host-telling.ts). */
  readonly hosts: HostTelling;
  /** When the next open offer lapses (null: none open); the alarm is asked to wake by then. */
  private offerDueAt: number | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
    private readonly steps: RoomSteps,
  ) {
    this.configs = new RoomConfigSource(ctx, env.DB);
    this.reads = new RoomReadModel(ctx.storage.sql);
    this.alarms = new RoomAlarm(ctx.storage);
    const wakeBy = (at: number) => this.alarms.wakeBy(at);
    this.mirror = new D1Mirror(ctx, env.DB, wakeBy);
    this.courier = new PushCourier(
      ctx,
      () => configOf(env),
      wakeBy,
      this.clock,
      () => this.configs.held,
      (endpoint) => dropAccountBrowser(env.DB, endpoint),
    );
    this.mailer = new MailCourier(ctx, env, wakeBy, this.clock, () => this.configs.held);
    this.hosts = new HostTelling(ctx, env.DB, {
      config: () => (this.schemaReady ? this.configs.held : null),
      counts: () => hostCountsOf(this.reads.stats(), this.configs.held),
      origin: () => new HostFeed(this.sql).origin(),
      queued: () => {
        this.courier.sendSoon();
        this.mailer.sendSoon();
      },
      wakeBy,
      now: () => this.clock(),
    });
    this.broadcast = new LiveBroadcast(ctx, () => {
      const config = this.configs.held;
      if (!config) return null;
      const now = this.clock();
      return {
        snapshot: () => this.snapshotOf(config, now).json,
        organisers: () => this.organiserMessage("organiser", now),
        door: () => this.organiserMessage("door", now),
      };
    });
    ctx.blockConcurrencyWhile(async () => this.loadState(this.clock()));
  }

  get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Reads what the room holds. A room that never had an event keeps no storage at all. */
  private loadState(now: number): void {
    const hasMeta = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'room_meta'")
      .one().n;
    if (!hasMeta) return;
    if (this.configs.loadHeld()) return; // A deleted event's room holds only that mark.
    this.ensureSchema();
    this.revision = Number(readMeta(this.sql, "revision") ?? 0);
    this.offerDueAt = this.at(now).store.nextOfferExpiry();
    this.wakeForReminder(now);
    // Notices the last instance queued and did not send (evicted after the commit) go now.
    this.courier.sendSoon();
    this.mailer.sendSoon();
    this.hosts.follow(now);
  }

  ensureSchema(): void {
    if (this.schemaReady) return;
    migrateRoom(this.sql);
    this.schemaReady = true;
  }

  /**
   * The event's config, or null when the event does not exist (or was deleted). Offers whose
   * time is up have lapsed by the time it answers, so no read shows one still open.
   */
  private async ready(
    eventId: string,
    now: number,
    knownVersion?: number,
  ): Promise<RoomConfig | null> {
    const config = await this.configs.current(eventId, knownVersion, now, {
      apply: (newer) => this.steps.applyConfig(newer, now),
      gone: () => this.steps.empty(now),
    });
    if (config) this.settleOffers(now);
    return config;
  }

  /** The event's config and the call's clock, or the refusal every call gives without one. */
  readonly onEvent: Guard = async (eventId, act, knownVersion) => {
    const now = this.clock();
    const config = await this.ready(eventId, now, knownVersion);
    return config ? act(config, now) : refuse("event_not_found");
  };

  /**
   * The room's storage, outbox and clock reading as a command works with them
   * (../commands/room-transaction.ts), at `now`; the schema is made first.
   */
  at(now: number): RoomTransaction {
    this.ensureSchema();
    return roomTransaction(this.sql, this.configs.held?.id ?? "", now, this.hourMs());
  }

  /** An hour of the room's clocks (tests shorten it: worker/lib/config.ts). */
  private readonly hourMs = () => configOf(this.env).hourMs;

  /** When the event's reminder goes out, or null (../outbox/reminders.ts). */
  remindAt(config: RoomConfig | null = this.configs.held): number | null {
    return config ? reminderTime(config, this.hourMs()) : null;
  }

  /**
   * Asks the alarm to wake by the reminder's time while it is ahead, and by the time the
   * responses' personal data is erased while they are not.
   */
  private wakeForReminder(now: number): void {
    const at = this.remindAt();
    if (at !== null && at > now) void this.alarms.wakeBy(at);
    const held = this.configs.held;
    if (held && this.schemaReady && erasedAt(this.sql) === null) {
      void this.alarms.wakeBy(Math.max(erasureTime(held), now));
    }
  }

  /**
   * Erases the responses' personal data once the event's retention is over (its alarm, or the
   * minute's sweep: worker/services/erasures.ts), keeping the counts, then D1's copies. A room
   * already erased erases D1's again (the sweep's retry after a failed batch). False before its time.
   */
  async erase(config: RoomConfig, now: number): Promise<boolean> {
    if (now < erasureTime(config)) return false;
    this.ensureSchema();
    if (erasedAt(this.sql) === null) {
      const stats = this.reads.stats();
      this.mutate(now, (tx) => {
        eraseResponses(tx.sql, stats, now);
        return { ok: true, changed: true, value: {} };
      });
    }
    await eraseMirror(this.env.DB, config.id, now);
    return true;
  }

  /**
   * Runs reads and writes nobody else sees change (a personal link, a push subscription, a
   * queued mail) as one transaction: no revision, no broadcast (`mutate` is for changes).
   */
  withoutRevision<T>(now: number, act: (tx: RoomTransaction) => T): T {
    return this.ctx.storage.transactionSync(() => act(this.at(now)));
  }

  /**
   * Runs a command as one transaction at the call's `now`. Only here are revisions assigned: a
   * change bumps the revision, which the reply carries, and sets the mirror, the couriers and
   * the live sockets going. Offers whose time is up lapse first, so no command sees (or a
   * refusal keeps) a seat held by an ended offer; once the reminder's time has come, every
   * attending response not yet reminded is reminded after the command (someone who joins or is
   * promoted then is reminded at once).
   */
  mutate<T extends object>(
    now: number,
    command: (tx: RoomTransaction) => Outcome<T>,
  ): RoomResult<{ reply: T & { revision: number } }> {
    let changed = false;
    const outcome = this.ctx.storage.transactionSync(() => {
      const tx = this.at(now);
      const config = this.configs.held;
      if (config && this.offerDueAt !== null && this.offerDueAt <= now) {
        changed = lapseOffers(tx, config).lapsed.length > 0;
      }
      const result = command(tx);
      changed ||= result.ok && result.changed;
      const held = this.configs.held;
      const remindAt = held && dueReminder(held, this.hourMs(), now);
      if (held && remindAt !== null)
        changed = tx.reminders.remind(held, remindAt, now) > 0 || changed;
      if (changed && held) tx.hosts.watchSeats(tx.store.seatCounts(held), now);
      if (changed) writeMeta(this.sql, "revision", String(this.revision + 1));
      if (changed) this.offerDueAt = tx.store.nextOfferExpiry();
      return result;
    });
    if (changed) {
      this.revision += 1;
      this.mirror.followChange(now);
      this.broadcast.soon();
      this.courier.sendSoon();
      this.mailer.sendSoon();
      this.hosts.follow(now);
      if (this.offerDueAt !== null) this.alarms.wakeBy(this.offerDueAt);
      this.wakeForReminder(now);
    }
    if (!outcome.ok) return outcome;
    return { ok: true, reply: { ...outcome.value, revision: this.revision } };
  }

  /**
   * Sends the reminders due and not yet sent (the alarm at the reminder's time; a response that
   * just became reachable), as a change of its own: mutate reminds after every command.
   */
  remindIfDue(now: number): void {
    const held = this.configs.held;
    const remindAt = held && dueReminder(held, this.hourMs(), now);
    if (remindAt === null || !this.at(now).reminders.anyoneToRemind(remindAt)) return;
    this.mutate(now, () => ({ ok: true, changed: false, value: {} }));
  }

  /** Lets offers whose time is up lapse before a read shows them. */
  private settleOffers(now: number): void {
    if (this.offerDueAt !== null && this.offerDueAt <= now) {
      this.mutate(now, () => ({ ok: true, changed: false, value: {} }));
    }
  }

  /** The public snapshot of this revision (serialised once per revision). */
  snapshotOf(config: RoomConfig, now: number) {
    return this.reads.snapshot(config, this.revision, now, this.remindAt(config));
  }

  organiserMessage(view: ResponseView, now: number): string {
    return this.reads.organiserMessage(this.revision, this.remindAt(), view, now);
  }

  applyConfig(config: RoomConfig, now: number): Filled {
    const applied = this.mutate(now, (tx) => {
      const previous = this.configs.held;
      this.configs.store(config, now);
      // As stored (a config pushed without questions asks none).
      return configure(tx, this.configs.held ?? config, previous);
    });
    return applied.ok
      ? { promoted: applied.reply.promoted, offered: applied.reply.offered }
      : nobodyFilled();
  }

  /**
   * Empties the room and closes its sockets, keeping only a mark that its event was deleted,
   * so a late config push or a stray request never brings it back.
   */
  async empty(now: number): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    sendAll(sockets, JSON.stringify({ type: "deleted" }));
    for (const socket of sockets) socket.close(1000, "event deleted");
    // Subscribed invitees are told, once the room is empty: the farewell pushes are all it keeps.
    const held = this.configs.held;
    const farewells =
      held && this.schemaReady
        ? this.ctx.storage.transactionSync(() => new Notices(this.sql).farewells(held, now))
        : null;
    await this.courier.pause();
    await this.mailer.pause();
    await this.alarms.clear();
    await this.ctx.storage.deleteAll();
    this.schemaReady = false;
    this.revision = 0;
    this.offerDueAt = null;
    this.reads.forget();
    this.configs.markDeleted();
    if (farewells) this.ctx.storage.transactionSync(() => restoreFarewells(this.sql, farewells));
    this.courier.resume();
    this.courier.sendSoon();
    this.mailer.resume();
    this.mailer.sendSoon();
  }

  /**
   * One alarm for the offers, the reminder, the mirror and the couriers, each waking it by the
   * time it next needs (./alarm.ts); offers lapse and reminders queue first, to go in this run.
   */
  async alarm(): Promise<void> {
    const now = this.clock();
    if (this.schemaReady && this.configs.held) this.settleOffers(now);
    if (this.schemaReady && this.configs.held) await this.remindersByAlarm(this.configs.held, now);
    if (this.schemaReady && this.configs.held) await this.eraseByAlarm(this.configs.held, now);
    if (this.schemaReady) await this.mirror.alarm(now);
    await this.hosts.alarm();
    await this.courier.alarm();
    await this.mailer.alarm();
    if (this.offerDueAt !== null) await this.alarms.wakeBy(this.offerDueAt);
    this.wakeForReminder(now);
  }

  /** The retention's end came: erased as the sweep would, D1's copies with it. */
  private async eraseByAlarm(held: RoomConfig, now: number): Promise<void> {
    if (now < erasureTime(held) || erasedAt(this.sql) !== null) return;
    // As for the reminder: the event as D1 has it now (a date moved later keeps its data longer).
    const config = await this.ready(held.id, now, held.config_version + 1);
    if (config) await this.erase(config, now);
  }

  /**
   * The reminder's time came. The event is read from D1 first, whatever the room last heard:
   * a deletion or a moved date the room missed must not be reminded of. A deleted event's room
   * is emptied there (`gone`), and sends nothing.
   */
  private async remindersByAlarm(held: RoomConfig, now: number): Promise<void> {
    const remindAt = dueReminder(held, this.hourMs(), now);
    if (remindAt === null || !this.at(now).reminders.anyoneToRemind(remindAt)) return;
    // A version above the one held makes the room compare with D1 now (./config.ts `current`).
    if (!(await this.ready(held.id, now, held.config_version + 1))) return;
    this.remindIfDue(now);
  }
}
