import { DurableObject } from "cloudflare:workers";
import { type Filled, nobodyFilled } from "#contract/filled-seats";
import { configOf } from "../../lib/config";
import { configure } from "../commands/organiser-commands";
import type { Outcome } from "../commands/outcome";
import { refuse } from "../commands/refusals";
import { lapseOffers } from "../commands/seating";
import { enableAutoPong, sendAll } from "../live/live";
import { LiveBroadcast } from "../live/live-broadcast";
import { MailCourier } from "../outbox/mail-courier";
import { Notices, restoreFarewells } from "../outbox/notices";
import { PushCourier } from "../outbox/push-courier";
import { dueReminder, reminderTime } from "../outbox/reminders";
import { type ResponseView, RoomReadModel } from "../reads/read-model";
import { D1Mirror } from "../store/mirror";
import { PasswordAttempts } from "../store/password-attempts";
import { ResponseStore } from "../store/response-store";
import { migrateRoom, readMeta, writeMeta } from "../store/room-schema";
import type { RoomConfig, RoomRefusal, RoomResult } from "../store/types";
import { RoomAlarm } from "./alarm";
import { RoomConfigSource } from "./config";

/**
 * The room's shell under its calls (./event-room.ts, over ./live-sockets.ts): its state and
 * lifecycle, the one transaction every change runs in (`mutate`), the one guard every call
 * passes (`onEvent`), the clocks (offers lapsing, the reminder), the live broadcast and the
 * alarm. See docs/decisions/0027-event-room-as-it-is.md.
 */
export abstract class RoomShell extends DurableObject<Env> {
  protected revision = 0;
  protected schemaReady = false;
  protected readonly configs: RoomConfigSource;
  protected readonly reads: RoomReadModel;
  protected readonly live: LiveBroadcast;
  private readonly alarms: RoomAlarm;
  protected readonly mirror: D1Mirror;
  protected readonly courier: PushCourier;
  protected readonly mailer: MailCourier;
  /** When the next open offer lapses (null: none open); the alarm is asked to wake by then. */
  private offerDueAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    enableAutoPong(ctx);
    this.configs = new RoomConfigSource(ctx, env.DB);
    this.reads = new RoomReadModel(ctx.storage.sql);
    this.alarms = new RoomAlarm(ctx.storage);
    const wakeBy = (at: number) => this.alarms.wakeBy(at);
    this.mirror = new D1Mirror(ctx, env.DB, wakeBy);
    this.courier = new PushCourier(ctx, () => configOf(env), wakeBy);
    this.mailer = new MailCourier(ctx, env, wakeBy);
    this.live = new LiveBroadcast(ctx, () => {
      const config = this.configs.held;
      if (!config) return null;
      return {
        snapshot: () => this.snapshotOf(config).json,
        organisers: () => this.organiserMessage("organiser"),
        door: () => this.organiserMessage("door"),
      };
    });
    ctx.blockConcurrencyWhile(async () => this.loadState());
  }

  protected get sql() {
    return this.ctx.storage.sql;
  }

  /** Reads what the room holds. A room that never had an event keeps no storage at all. */
  private loadState(): void {
    const hasMeta = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'room_meta'")
      .one().n;
    if (!hasMeta) return;
    if (this.configs.loadHeld()) return; // A deleted event's room holds only that mark.
    this.ensureSchema();
    this.revision = Number(readMeta(this.sql, "revision") ?? 0);
    this.offerDueAt = this.store().nextOfferExpiry();
    this.wakeForReminder();
    // Notices queued by the last instance and not yet sent (it was evicted or restarted after
    // the commit that queued them) go now rather than with the next change.
    this.courier.sendSoon();
    this.mailer.sendSoon();
  }

  protected ensureSchema(): void {
    if (this.schemaReady) return;
    migrateRoom(this.sql);
    this.schemaReady = true;
  }

  /**
   * The event's config, or null when the event does not exist (or was deleted). Offers whose
   * time is up have lapsed by the time it answers, so no read shows one still open.
   */
  protected async ready(eventId: string, knownVersion?: number): Promise<RoomConfig | null> {
    const config = await this.configs.current(eventId, knownVersion, {
      apply: (newer) => this.applyConfig(newer),
      gone: () => this.empty(),
    });
    if (config) this.settleOffers();
    return config;
  }

  protected store(): ResponseStore {
    return new ResponseStore(this.sql, this.configs.held?.id ?? "", this.hourMs);
  }

  /** An hour of the room's clocks (tests shorten it: worker/lib/config.ts). */
  private get hourMs(): number {
    return configOf(this.env).hourMs;
  }

  /** When the event's reminder goes out, or null (./reminders.ts). */
  protected remindAt(config: RoomConfig | null = this.configs.held): number | null {
    return config ? reminderTime(config, this.hourMs) : null;
  }

  /** Asks the alarm to wake by the reminder's time while it is ahead. */
  private wakeForReminder(): void {
    const at = this.remindAt();
    if (at !== null && at > Date.now()) void this.alarms.wakeBy(at);
  }

  protected passwordAttempts(): PasswordAttempts {
    return new PasswordAttempts(this.sql);
  }

  /**
   * Runs reads and writes nobody else sees change (a personal link, a push subscription, a
   * queued mail) as one transaction: no revision, no broadcast (`mutate` is for changes).
   */
  protected withoutRevision<T>(act: (store: ResponseStore) => T): T {
    return this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return act(this.store());
    });
  }

  /**
   * Runs a command as one transaction. Only here are revisions assigned: a change bumps the
   * revision, which the reply carries, and sets the mirror and the live sockets going. Offers
   * whose time is up lapse first, in the same transaction, so no command ever sees (or a
   * refusal keeps) a seat held by an offer that has ended. Once the reminder's time has come,
   * every attending response not yet reminded is reminded after the command, in the same
   * transaction: someone who joins or is promoted then is reminded at once (./reminders.ts).
   */
  protected mutate<T extends object>(
    command: (store: ResponseStore) => Outcome<T>,
  ): RoomResult<{ reply: T & { revision: number } }> {
    const now = Date.now();
    let changed = false;
    const outcome = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      const store = this.store();
      const config = this.configs.held;
      if (config && this.offerDueAt !== null && this.offerDueAt <= now) {
        changed = lapseOffers(store, config, now).lapsed.length > 0;
      }
      const result = command(store);
      changed ||= result.ok && result.changed;
      const held = this.configs.held;
      const remindAt = held && dueReminder(held, this.hourMs, now);
      if (held && remindAt !== null)
        changed = store.reminders.remind(held, remindAt, now) > 0 || changed;
      if (changed) writeMeta(this.sql, "revision", String(this.revision + 1));
      if (changed) this.offerDueAt = store.nextOfferExpiry();
      return result;
    });
    if (changed) {
      this.revision += 1;
      this.mirror.followChange();
      this.live.soon();
      this.courier.sendSoon();
      this.mailer.sendSoon();
      if (this.offerDueAt !== null) this.alarms.wakeBy(this.offerDueAt);
      this.wakeForReminder();
    }
    if (!outcome.ok) return outcome;
    return { ok: true, reply: { ...outcome.value, revision: this.revision } };
  }

  /**
   * Sends the reminders due and not yet sent (the alarm at the reminder's time; a response that
   * just became reachable), as a change of its own: mutate reminds after every command.
   */
  protected remindIfDue(): void {
    const held = this.configs.held;
    const remindAt = held && dueReminder(held, this.hourMs, Date.now());
    if (remindAt === null || !this.store().reminders.anyoneToRemind(remindAt)) return;
    this.mutate(() => ({ ok: true, changed: false, value: {} }));
  }

  /** Lets offers whose time is up lapse before a read shows them. */
  protected settleOffers(): void {
    if (this.offerDueAt !== null && this.offerDueAt <= Date.now()) {
      this.mutate(() => ({ ok: true, changed: false, value: {} }));
    }
  }

  /** The event's config, or the refusal every call gives when there is no such event. */
  protected async onEvent<T>(
    eventId: string,
    act: (config: RoomConfig) => T,
    knownVersion?: number,
  ): Promise<T | RoomRefusal> {
    const config = await this.ready(eventId, knownVersion);
    return config ? act(config) : refuse("event_not_found");
  }

  /** The public snapshot of this revision (serialised once per revision). */
  protected snapshotOf(config: RoomConfig) {
    return this.reads.snapshot(config, this.revision, Date.now(), this.remindAt(config));
  }

  protected organiserMessage(view: ResponseView): string {
    return this.reads.organiserMessage(this.revision, this.remindAt(), view);
  }

  protected applyConfig(config: RoomConfig): Filled {
    const applied = this.mutate((store) => {
      const previous = this.configs.held;
      this.configs.store(config);
      // As stored (a config pushed without questions asks none).
      return configure(store, this.configs.held ?? config, previous, Date.now());
    });
    return applied.ok
      ? { promoted: applied.reply.promoted, offered: applied.reply.offered }
      : nobodyFilled();
  }

  /**
   * Empties the room and closes its sockets, keeping only a mark that its event was deleted,
   * so a late config push or a stray request never brings it back.
   */
  protected async empty(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    sendAll(sockets, JSON.stringify({ type: "deleted" }));
    for (const socket of sockets) socket.close(1000, "event deleted");
    // Subscribed invitees are told, once the room is empty: the farewell pushes are all it keeps.
    const held = this.configs.held;
    const farewells =
      held && this.schemaReady
        ? this.ctx.storage.transactionSync(() => new Notices(this.sql).farewells(held, Date.now()))
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
   * One alarm for the offers, the reminder, the mirror and the couriers: each wakes it again by
   * the time it next needs (./alarm.ts). Lapsing offers and queueing reminders first lets their
   * notices and rows go out in this run.
   */
  async alarm(): Promise<void> {
    if (this.schemaReady && this.configs.held) this.settleOffers();
    if (this.schemaReady && this.configs.held) await this.remindersByAlarm(this.configs.held);
    if (this.schemaReady) await this.mirror.alarm();
    await this.courier.alarm();
    await this.mailer.alarm();
    if (this.offerDueAt !== null) await this.alarms.wakeBy(this.offerDueAt);
    this.wakeForReminder();
  }

  /**
   * The reminder's time came. The event is read from D1 first, whatever the room last heard:
   * a deletion or a moved date the room missed must not be reminded of. A deleted event's room
   * is emptied there (`gone`), and sends nothing.
   */
  private async remindersByAlarm(held: RoomConfig): Promise<void> {
    const remindAt = dueReminder(held, this.hourMs, Date.now());
    if (remindAt === null || !this.store().reminders.anyoneToRemind(remindAt)) return;
    // A version above the one held makes the room compare with D1 now (./config.ts `current`).
    if (!(await this.ready(held.id, held.config_version + 1))) return;
    this.remindIfDue();
  }
}
