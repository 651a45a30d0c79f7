import { DurableObject } from "cloudflare:workers";
import { ERRORS, type ErrorCode } from "#contract/error-codes";
import type {
  Announcement,
  EventStats,
  ResponseDeleted,
  ResponsePublic,
  ResponseResult,
  ResponsesAdmin,
} from "#contract/events";
import type { NotifyState } from "#contract/notify";
import type { AnnouncementState, PushSubscriptionJson } from "#contract/push";
import { configOf } from "../lib/config";
import type { MailLink } from "../mail/links";
import { RoomAlarm } from "./alarm";
import * as announcements from "./announcements";
import * as commands from "./commands";
import { RoomConfigSource } from "./config";
import { RoomGuesses } from "./guesses";
import {
  enableAutoPong,
  LIVE_EVENT_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SOURCE_HEADER,
  type LiveRole,
  liveIsFull,
  liveTags,
  refuseLive,
  sendAll,
  snapshotMessage,
} from "./live";
import { followMailLink, type MailLinkView, mailLinkView, mailOneResponse } from "./mail-commands";
import { MailCourier } from "./mail-courier";
import { D1Mirror } from "./mirror";
import { Notices, restoreFarewells } from "./notices";
import { PushCourier } from "./push-courier";
import { RoomReadModel } from "./read-model";
import { dueReminder, reminderTime } from "./reminders";
import { migrateRoom, readMeta, writeMeta } from "./storage";
import { type Filled, RoomStore, refuse, toResponsePublic } from "./store";
import type { Candidate, RoomConfig, RoomResult } from "./types";

export type { ModifyInput, Proof, SubmitInput } from "./commands";

/** Changes within this window reach live sockets as one message: a rush is not 1,000 pushes. */
const BROADCAST_COALESCE_MS = 100;

/**
 * One room per event (`idFromName(eventId)`): the single source of truth for the event's
 * responses, capacity, waiting order and promotion. This is the Durable Object's shell: its
 * lifecycle, RPC surface and sockets. The change policy is in ./commands, the views in
 * ./read-model, the D1 copy in ./mirror, the pushes in ./push-courier. See
 * docs/decisions/0004-event-room.md and 0020-push-notifications.md.
 */
export class EventRoom extends DurableObject<Env> {
  private revision = 0;
  private schemaReady = false;
  private readonly configs: RoomConfigSource;
  private readonly reads: RoomReadModel;
  private readonly alarms: RoomAlarm;
  private readonly mirror: D1Mirror;
  private readonly courier: PushCourier;
  private readonly mailer: MailCourier;
  private broadcastTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the next broadcast carries a new snapshot too, or only the organisers' message. */
  private snapshotDue = false;
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
    ctx.blockConcurrencyWhile(async () => this.loadState());
  }

  private get sql() {
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

  private ensureSchema(): void {
    if (this.schemaReady) return;
    migrateRoom(this.sql);
    this.schemaReady = true;
  }

  /**
   * The event's config, or null when the event does not exist (or was deleted). Offers whose
   * time is up have lapsed by the time it answers, so no read shows one still open.
   */
  private async ready(eventId: string, knownVersion?: number): Promise<RoomConfig | null> {
    const config = await this.configs.current(eventId, knownVersion, {
      apply: (newer) => this.applyConfig(newer),
      gone: () => this.destroy(),
    });
    if (config) this.settleOffers();
    return config;
  }

  private store(): RoomStore {
    return new RoomStore(this.sql, this.configs.held?.id ?? "", this.hourMs);
  }

  /** An hour of the room's clocks (tests shorten it: worker/lib/config.ts). */
  private get hourMs(): number {
    return configOf(this.env).hourMs;
  }

  /** When the event's reminder goes out, or null (./reminders.ts). */
  private remindAt(config: RoomConfig | null = this.configs.held): number | null {
    return config ? reminderTime(config, this.hourMs) : null;
  }

  /** Asks the alarm to wake by the reminder's time while it is ahead. */
  private wakeForReminder(): void {
    const at = this.remindAt();
    if (at !== null && at > Date.now()) void this.alarms.wakeBy(at);
  }

  private guesses(): RoomGuesses {
    return new RoomGuesses(this.sql);
  }

  /**
   * Runs a command as one transaction. Only here are revisions assigned: a change bumps the
   * revision, which the reply carries, and sets the mirror and the live sockets going. Offers
   * whose time is up lapse first, in the same transaction, so no command ever sees (or a
   * refusal keeps) a seat held by an offer that has ended. Once the reminder's time has come,
   * every attending response not yet reminded is reminded after the command, in the same
   * transaction: someone who joins or is promoted then is reminded at once (./reminders.ts).
   */
  private mutate<T extends object>(
    command: (store: RoomStore) => commands.Outcome<T>,
  ): RoomResult<{ reply: T & { revision: number } }> {
    const now = Date.now();
    let changed = false;
    const outcome = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      const store = this.store();
      const config = this.configs.held;
      if (config && this.offerDueAt !== null && this.offerDueAt <= now) {
        const lapsed = commands.lapseOffers(store, config, now);
        changed = lapsed.ok && lapsed.changed;
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
      this.broadcastSoon();
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
  private remindIfDue(): void {
    const held = this.configs.held;
    const remindAt = held && dueReminder(held, this.hourMs, Date.now());
    if (remindAt === null || !this.store().reminders.anyoneToRemind(remindAt)) return;
    this.mutate(() => ({ ok: true, changed: false, value: {} }));
  }

  /** Lets offers whose time is up lapse before a read shows them. */
  private settleOffers(): void {
    if (this.offerDueAt !== null && this.offerDueAt <= Date.now()) {
      this.mutate(() => ({ ok: true, changed: false, value: {} }));
    }
  }

  // ---- configuration -------------------------------------------------------------------

  /** Applies a pushed config if it is newer than the one held; raising the max fills seats. */
  async configure(config: RoomConfig): Promise<Filled> {
    if (!this.configs.accepts(config)) return { promoted: [], offered: [] };
    return this.applyConfig(config);
  }

  private applyConfig(config: RoomConfig): Filled {
    const applied = this.mutate((store) => {
      const previous = this.configs.held;
      this.configs.store(config);
      return commands.configure(store, config, previous, Date.now());
    });
    return applied.ok
      ? { promoted: applied.reply.promoted, offered: applied.reply.offered }
      : { promoted: [], offered: [] };
  }

  /**
   * The event is gone: empties the room and closes its sockets, keeping only a mark that it
   * was deleted, so a late config push or a stray request never brings it back.
   */
  async destroy(): Promise<void> {
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

  // ---- reads ---------------------------------------------------------------------------

  /** The public page's data as JSON, serialised once per revision. */
  async publicSnapshot(
    eventId: string,
  ): Promise<RoomResult<{ json: string; revision: number; closed: boolean }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    const { json, closed } = this.reads.snapshot(
      config,
      this.revision,
      Date.now(),
      this.remindAt(config),
    );
    return { ok: true, json, revision: this.revision, closed };
  }

  /** `knownVersion`: the config version the caller read from D1 (owner routes read it anyway). */
  async listResponses(
    eventId: string,
    skip: number,
    limit: number,
    knownVersion?: number,
  ): Promise<RoomResult<ResponsesAdmin>> {
    const config = await this.ready(eventId, knownVersion);
    if (!config) return refuse("event_not_found");
    return {
      ok: true,
      ...this.reads.responsesPage(skip, limit, Date.now(), this.remindAt(config)),
    };
  }

  async stats(eventId: string, knownVersion?: number): Promise<RoomResult<EventStats>> {
    if (!(await this.ready(eventId, knownVersion))) return refuse("event_not_found");
    return { ok: true, ...this.reads.stats() };
  }

  /**
   * The stored hashes a name may open, for the Worker to verify outside the room. Counts the
   * attempt first (see commands.openCredentials): a wrong password needs no second call.
   */
  async credentials(
    eventId: string,
    nameKey: string,
    source: string,
  ): Promise<RoomResult<{ candidates: Candidate[] }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    const opened = this.ctx.storage.transactionSync(() =>
      commands.openCredentials(this.store(), this.guesses(), config, nameKey, source, Date.now()),
    );
    // The organiser's page counts wrong passwords as they come (a right one gives its count
    // back with its change); invitees' views do not change.
    this.broadcastSoon("organisers");
    return opened;
  }

  /**
   * The response a personal link opens, with what a change needs: its id and the password hash
   * it holds now (the change applies only if that is unchanged), and its place if waiting.
   */
  async linked(
    eventId: string,
    linkHash: string,
  ): Promise<
    RoomResult<{
      responseId: string;
      expectedHash: string;
      response: ResponsePublic;
      waiting_position: number | null;
      notify: NotifyState;
    }>
  > {
    if (!(await this.ready(eventId))) return refuse("event_not_found");
    this.ensureSchema();
    const store = this.store();
    const row = store.byLink(linkHash);
    if (!row) return refuse("response_link_invalid");
    return {
      ok: true,
      responseId: row.id,
      expectedHash: row.password_hash,
      response: toResponsePublic(row),
      waiting_position: store.waitingPosition(row),
      notify: store.notices.stateOf(row.id),
    };
  }

  // ---- commands ------------------------------------------------------------------------

  async issueLink(
    eventId: string,
    input: commands.Proof & { responseId: string; expectedHash: string; linkHash: string },
  ): Promise<RoomResult<{ issued: true }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    const issued = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return commands.issueLink(this.store(), this.guesses(), config, input, Date.now());
    });
    return issued.ok ? { ok: true, issued: true } : issued;
  }

  async submit(
    eventId: string,
    input: commands.SubmitInput,
  ): Promise<RoomResult<{ reply: ResponseResult }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    return this.mutate((store) =>
      commands.submit(store, this.guesses(), config, input, Date.now()),
    );
  }

  async modify(
    eventId: string,
    input: commands.ModifyInput,
  ): Promise<RoomResult<{ reply: ResponseResult }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    return this.mutate((store) =>
      commands.modify(store, this.guesses(), config, input, Date.now()),
    );
  }

  async cancel(
    eventId: string,
    input: commands.Proof & { responseId: string; expectedHash: string },
  ): Promise<RoomResult<{ reply: ResponseDeleted }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    return this.mutate((store) =>
      commands.cancel(store, this.guesses(), config, input, Date.now()),
    );
  }

  /** Notifications on for a response whose password the Worker verified. */
  async subscribePush(
    eventId: string,
    input: commands.Proof & {
      responseId: string;
      expectedHash: string;
      subscription: PushSubscriptionJson;
    },
  ): Promise<RoomResult<{ response_id: string }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    const subscribed = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return commands.subscribePush(this.store(), this.guesses(), config, input, Date.now());
    });
    if (!subscribed.ok) return subscribed;
    // Reminded while it had no channel: reminded now that it has one.
    this.remindIfDue();
    return { ok: true, response_id: subscribed.value.response_id };
  }

  /** Notifications off: the endpoint is the proof, as only its browser knows it. */
  async unsubscribePush(
    eventId: string,
    endpoint: string,
    responseId?: string,
  ): Promise<RoomResult<{ removed: number }>> {
    if (!(await this.ready(eventId))) return refuse("event_not_found");
    const removed = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return this.store().pushes.unsubscribe(endpoint, responseId);
    });
    return { ok: true, removed };
  }

  /**
   * The browser renewed its subscription: the old endpoint is the proof, as for removing one.
   * Allowed after the deadline too: it keeps a subscription alive, it makes none.
   */
  async renewPush(
    eventId: string,
    oldEndpoint: string,
    subscription: PushSubscriptionJson,
  ): Promise<RoomResult<{ renewed: number }>> {
    if (!(await this.ready(eventId))) return refuse("event_not_found");
    const renewed = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return this.store().pushes.renew(oldEndpoint, subscription);
    });
    return { ok: true, renewed };
  }

  /** The organiser's announcement page: the last one, who would get the next, and when. */
  async announcementState(
    eventId: string,
    knownVersion?: number,
  ): Promise<RoomResult<AnnouncementState>> {
    if (!(await this.ready(eventId, knownVersion))) return refuse("event_not_found");
    this.ensureSchema();
    const now = Date.now();
    return {
      ok: true,
      latest: announcements.lastAnnouncement(this.sql),
      subscribers: this.store().notices.reachable(),
      retry_after_seconds: announcements.announcementWait(this.sql, now),
      corrections_left: announcements.correctionsLeft(this.sql, now),
    };
  }

  /** An announcement; with `correct`, a correction of the last one within its ten minutes. */
  async announce(
    eventId: string,
    message: string,
    knownVersion?: number,
    correct = false,
  ): Promise<RoomResult<{ reply: { announcement: Announcement; sent_to: number } }>> {
    const config = await this.ready(eventId, knownVersion);
    if (!config) return refuse("event_not_found");
    const command = correct ? announcements.correctAnnouncement : announcements.announce;
    return this.mutate((store) => command(store, this.sql, config, message, Date.now()));
  }

  async adminDelete(
    eventId: string,
    responseId: string,
    knownVersion?: number,
  ): Promise<RoomResult<{ reply: ResponseDeleted }>> {
    const config = await this.ready(eventId, knownVersion);
    if (!config) return refuse("event_not_found");
    return this.mutate((store) => commands.adminDelete(store, config, responseId, Date.now()));
  }

  // ---- mail -------------------------------------------------------------------------------

  /** What a mail's one-tap link would do (its page's GET: changes nothing). */
  async mailLink(eventId: string, link: MailLink): Promise<RoomResult<{ view: MailLinkView }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    this.ensureSchema();
    return { ok: true, view: mailLinkView(this.store(), config, link, Date.now()) };
  }

  /** Follows a mail's one-tap link (its page's POST): the signed link is the proof. */
  async followMailLink(
    eventId: string,
    link: MailLink,
    source: string,
  ): Promise<RoomResult<{ view: MailLinkView }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse("event_not_found");
    const followed = this.mutate((store) =>
      followMailLink(store, this.guesses(), config, link, source, Date.now()),
    );
    if (!followed.ok) return followed;
    // A verified or removed address changes what the organiser's list shows, nothing else.
    this.broadcastSoon("organisers");
    const { revision: _revision, ...view } = followed.reply;
    return { ok: true, view };
  }

  /** The organiser's short message to one invitee's verified address. */
  async mailResponse(
    eventId: string,
    responseId: string,
    message: string,
    knownVersion?: number,
  ): Promise<RoomResult<{ sent: true }>> {
    const config = await this.ready(eventId, knownVersion);
    if (!config) return refuse("event_not_found");
    const queued = this.ctx.storage.transactionSync(() => {
      this.ensureSchema();
      return mailOneResponse(this.store(), config, responseId, message, Date.now());
    });
    if (!queued.ok) return queued;
    this.mailer.sendSoon();
    return { ok: true, sent: true };
  }

  // ---- live sockets --------------------------------------------------------------------

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
    const role: LiveRole =
      request.headers.get(LIVE_ROLE_HEADER) === "organiser" ? "organiser" : "public";
    const source = request.headers.get(LIVE_SOURCE_HEADER);
    if (liveIsFull(this.ctx, role, source)) return refuseLive();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, liveTags(role, source));
    server.send(
      snapshotMessage(
        this.reads.snapshot(config, this.revision, Date.now(), this.remindAt(config)).json,
      ),
    );
    if (role === "organiser")
      server.send(this.reads.organiserMessage(this.revision, this.remindAt()));
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

  private broadcastSoon(to: "everyone" | "organisers" = "everyone"): void {
    const listeners = this.ctx.getWebSockets(to === "organisers" ? "organiser" : undefined);
    if (listeners.length === 0) return; // A socket that opens later starts with a snapshot.
    if (to === "everyone") this.snapshotDue = true;
    if (this.broadcastTimer) return;
    this.broadcastTimer = setTimeout(() => {
      this.broadcastTimer = undefined;
      this.broadcast();
    }, BROADCAST_COALESCE_MS);
  }

  private broadcast(): void {
    const config = this.configs.held;
    if (!config) return;
    if (this.snapshotDue) {
      this.snapshotDue = false;
      const { json } = this.reads.snapshot(
        config,
        this.revision,
        Date.now(),
        this.remindAt(config),
      );
      sendAll(this.ctx.getWebSockets(), snapshotMessage(json));
    }
    const organisers = this.ctx.getWebSockets("organiser");
    if (organisers.length > 0)
      sendAll(organisers, this.reads.organiserMessage(this.revision, this.remindAt()));
  }

  // ---- the D1 mirror and the pushes ----------------------------------------------------

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

const refusalBody = (code: ErrorCode) => ({ detail: ERRORS[code].detail, code });
