import { DurableObject } from "cloudflare:workers";
import {
  type EventPublicView,
  type EventStats,
  RESPONSE_DETAILS,
  type ResponseResult,
  type ResponseStatus,
  type ResponsesPublic,
} from "#contract/events";
import { configFromEventRow } from "./config";
import {
  enableAutoPong,
  LIVE_EVENT_HEADER,
  LIVE_ROLE_HEADER,
  type LiveRole,
  sendAll,
  snapshotMessage,
} from "./live";
import { flushOutbox, outboxSize } from "./outbox";
import { deadlinePassed, promotedSentence, RoomRules, refuse, toResponsePublic } from "./rules";
import { migrateRoom, readMeta, writeMeta } from "./storage";
import type { Candidate, RoomConfig, RoomRefusal, RoomResult } from "./types";

/** How soon the alarm retries the D1 mirror when `waitUntil`'s flush did not finish the job. */
const FLUSH_SAFETY_NET_MS = 5_000;
const FLUSH_RETRY_MS = 10_000;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Changes within this window reach live sockets as one message: a rush is not 1,000 pushes. */
const BROADCAST_COALESCE_MS = 100;
const MAX_LIVE_RESPONSES = 1000;

export interface SubmitInput {
  name: string;
  nameKey: string;
  passwordHash: string;
  status: ResponseStatus;
  message: string | null;
  idempotencyKey: string | null;
}

type Removal = { message: string; promoted: string[]; revision: number };

export interface ModifyInput {
  responseId: string;
  /** The hash the Worker verified the password against: the change applies only if unchanged. */
  expectedHash: string;
  name?: string;
  nameKey?: string;
  status?: ResponseStatus;
  /** undefined keeps the message; null clears it. */
  message?: string | null;
}

/**
 * One room per event (`idFromName(eventId)`): the single source of truth for the event's
 * responses, capacity, waiting order and promotion. Every mutation is one `transactionSync`
 * with no await inside; the D1 mirror is fed from an outbox written in the same transaction.
 * See docs/decisions/0004-event-room.md.
 */
/**
 * The order every list of an event's responses follows: everyone not waiting by sign-up, then
 * the waiting list in queue order (someone who switches to waiting joins its end, whatever
 * their sign-up time), so a list's waiting places are the queue's.
 */
const LIST_ORDER =
  "ORDER BY status = 'waiting', CASE WHEN status = 'waiting' THEN queue_seq ELSE seq END";

export class EventRoom extends DurableObject<Env> {
  private config: RoomConfig | null = null;
  private revision = 0;
  private schemaReady = false;
  private snapshotCache: { revision: number; closed: boolean; json: string } | null = null;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private alarmPending = false;
  private broadcastTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    enableAutoPong(ctx);
    ctx.blockConcurrencyWhile(async () => this.loadState());
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** Reads what the room holds. A room that never had an event keeps no storage at all. */
  private loadState(): void {
    const hasSchema = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'room_meta'")
      .one().n;
    if (!hasSchema) return;
    this.ensureSchema();
    const config = readMeta(this.sql, "config");
    this.config = config ? (JSON.parse(config) as RoomConfig) : null;
    this.revision = Number(readMeta(this.sql, "revision") ?? 0);
  }

  private ensureSchema(): void {
    if (this.schemaReady) return;
    migrateRoom(this.sql);
    this.schemaReady = true;
  }

  /** The room's config; loaded once from D1 (nothing else runs meanwhile) if never pushed. */
  private async ready(eventId: string): Promise<RoomConfig | null> {
    if (this.config?.id === eventId) return this.config;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.config) return;
      const row = await this.env.DB.prepare("SELECT * FROM events WHERE id = ?")
        .bind(eventId)
        .first();
      if (row) this.storeConfig(configFromEventRow(row));
    });
    return this.config?.id === eventId ? this.config : null;
  }

  private storeConfig(config: RoomConfig): void {
    this.ensureSchema();
    writeMeta(this.sql, "config", JSON.stringify(config));
    this.config = config;
  }

  /** Runs `fn` as one transaction; a change bumps the revision (and drops the cached snapshot). */
  private mutate<T>(fn: (rules: RoomRules) => { value: T; changed: boolean }): T {
    const eventId = this.config?.id ?? "";
    const { value, changed, revision } = this.ctx.storage.transactionSync(() => {
      const outcome = fn(new RoomRules(this.sql, eventId));
      if (!outcome.changed) return { ...outcome, revision: this.revision };
      const next = this.revision + 1;
      writeMeta(this.sql, "revision", String(next));
      return { ...outcome, revision: next };
    });
    if (changed) {
      this.revision = revision;
      this.snapshotCache = null;
      this.mirrorSoon();
      this.broadcastSoon();
    }
    return value;
  }

  private rules(): RoomRules {
    return new RoomRules(this.sql, this.config?.id ?? "");
  }

  // ---- configuration -------------------------------------------------------------------

  /** Applies a pushed config if it is newer than the one held; raising the max promotes. */
  async configure(config: RoomConfig): Promise<{ promoted: string[] }> {
    if (this.config && this.config.id !== config.id) throw new Error("room/event mismatch");
    if (this.config && this.config.config_version >= config.config_version) {
      return { promoted: [] };
    }
    return this.mutate((rules) => {
      this.storeConfig(config);
      const promoted = rules.promoteFromWaitlist(config, new Date().toISOString());
      return { value: { promoted }, changed: true };
    });
  }

  /** Deletes everything the room holds: the event is gone. */
  async destroy(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    sendAll(sockets, JSON.stringify({ type: "deleted" }));
    for (const socket of sockets) socket.close(1000, "event deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.config = null;
    this.revision = 0;
    this.schemaReady = false;
    this.snapshotCache = null;
  }

  // ---- reads ---------------------------------------------------------------------------

  /**
   * The public page's data as JSON, serialised once per revision (and again only when the
   * deadline passes, which changes `is_closed` without a write).
   */
  async publicSnapshot(
    eventId: string,
  ): Promise<RoomResult<{ json: string; revision: number; closed: boolean }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    const closed = deadlinePassed(config, Date.now());
    const cache = this.snapshotCache;
    if (cache?.revision !== this.revision || cache.closed !== closed) {
      const rules = this.rules();
      const responses = this.sql
        .exec<Parameters<typeof toResponsePublic>[0]>(`SELECT * FROM responses ${LIST_ORDER}`)
        .toArray()
        .map(toResponsePublic);
      const { config_version: _version, ...details } = config;
      const view: EventPublicView = {
        ...details,
        responses,
        attending_count: rules.countByStatus("attending"),
        waiting_count: rules.countByStatus("waiting"),
        total_responses: responses.length,
        is_closed: closed,
        revision: this.revision,
      };
      this.snapshotCache = { revision: this.revision, closed, json: JSON.stringify(view) };
    }
    return { ok: true, json: this.snapshotCache?.json ?? "", revision: this.revision, closed };
  }

  async listResponses(
    eventId: string,
    skip: number,
    limit: number,
  ): Promise<RoomResult<ResponsesPublic>> {
    if (!(await this.ready(eventId))) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    return { ok: true, ...this.responsesPage(skip, limit) };
  }

  async stats(eventId: string): Promise<RoomResult<EventStats>> {
    if (!(await this.ready(eventId))) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    return { ok: true, ...this.countStats() };
  }

  private responsesPage(skip: number, limit: number): ResponsesPublic {
    const data = this.sql
      .exec<Parameters<typeof toResponsePublic>[0]>(
        `SELECT * FROM responses ${LIST_ORDER} LIMIT ? OFFSET ?`,
        limit,
        skip,
      )
      .toArray()
      .map(toResponsePublic);
    const count = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM responses").one().n;
    return { data, count };
  }

  private countStats(): EventStats {
    const rules = this.rules();
    const attending_count = rules.countByStatus("attending");
    const waiting_count = rules.countByStatus("waiting");
    const maybe_count = rules.countByStatus("maybe");
    const not_attending_count = rules.countByStatus("not_attending");
    return {
      total_responses: attending_count + waiting_count + maybe_count + not_attending_count,
      attending_count,
      waiting_count,
      maybe_count,
      not_attending_count,
    };
  }

  /** The stored hashes for a name, for the Worker to verify outside the room. */
  async credentials(
    eventId: string,
    nameKey: string,
  ): Promise<RoomResult<{ candidates: Candidate[] }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    if (deadlinePassed(config, Date.now())) return refuse(400, RESPONSE_DETAILS.deadlinePassed);
    const rows = this.rules().byNameKey(nameKey);
    if (rows.length === 0) return refuse(404, RESPONSE_DETAILS.notFound);
    return {
      ok: true,
      candidates: rows.map(({ id, password_hash, locked_until }) => ({
        id,
        password_hash,
        locked_until,
      })),
    };
  }

  // ---- mutations -----------------------------------------------------------------------

  async submit(
    eventId: string,
    input: SubmitInput,
  ): Promise<RoomResult<{ result: ResponseResult }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    return this.mutate<RoomResult<{ result: ResponseResult }>>((rules) => {
      if (input.idempotencyKey) {
        const prior = this.sql
          .exec<{ result: string }>(
            "SELECT result FROM idempotency WHERE key = ?",
            input.idempotencyKey,
          )
          .toArray()[0];
        if (prior) return { value: { ok: true, result: JSON.parse(prior.result) }, changed: false };
      }
      if (deadlinePassed(config, now)) {
        return { value: refuse(400, RESPONSE_DETAILS.deadlinePassed), changed: false };
      }
      if (!config.allow_duplicate && rules.nameTaken(input.nameKey)) {
        return { value: refuse(400, RESPONSE_DETAILS.nameExists), changed: false };
      }
      // Asking to attend when full is accepted as waiting: nobody in a rush loses their place.
      const wantsSeat = input.status === "attending" || input.status === "waiting";
      const status: ResponseStatus = wantsSeat
        ? rules.hasFreeSeat(config)
          ? "attending"
          : "waiting"
        : input.status;
      const seq = rules.nextSeq();
      const row = rules.insert({
        id: crypto.randomUUID(),
        seq,
        queue_seq: status === "waiting" ? seq : null,
        name: input.name,
        name_key: input.nameKey,
        password_hash: input.passwordHash,
        status,
        message: input.message,
        created_at: nowIso,
        updated_at: nowIso,
        version: 1,
      });
      const position = rules.waitingPosition(row);
      const result: ResponseResult = {
        message:
          status === "waiting"
            ? `The event is full. You are on the waiting list at position ${position}.`
            : status === "attending"
              ? "Response submitted. You are attending."
              : "Response submitted.",
        response: toResponsePublic(row),
        waiting_position: position,
        promoted: [],
        revision: this.revision + 1,
      };
      if (input.idempotencyKey) {
        this.sql.exec(
          "INSERT INTO idempotency (key, result, created_at) VALUES (?, ?, ?)",
          input.idempotencyKey,
          JSON.stringify(result),
          now,
        );
      }
      return { value: { ok: true, result }, changed: true };
    });
  }

  async modify(
    eventId: string,
    input: ModifyInput,
  ): Promise<RoomResult<{ result: ResponseResult }>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    return this.mutate<RoomResult<{ result: ResponseResult }>>((rules) => {
      const row = rules.byId(input.responseId);
      const refusal = this.guardChange(rules, config, row, input.expectedHash, now);
      if (refusal || !row)
        return { value: refusal ?? refuse(404, RESPONSE_DETAILS.notFound), changed: false };
      if (
        input.nameKey !== undefined &&
        input.nameKey !== row.name_key &&
        !config.allow_duplicate &&
        rules.nameTaken(input.nameKey, row.id)
      ) {
        return { value: refuse(400, RESPONSE_DETAILS.nameExists), changed: false };
      }
      const status = this.nextStatus(rules, config, row.status, input.status);
      if (status === null) {
        return { value: refuse(400, RESPONSE_DETAILS.maximumReached), changed: false };
      }
      const updated = rules.update(
        row,
        {
          name: input.name ?? row.name,
          name_key: input.nameKey ?? row.name_key,
          status,
          queue_seq:
            status !== "waiting"
              ? null
              : row.status === "waiting"
                ? row.queue_seq
                : rules.nextSeq(),
          message: input.message === undefined ? row.message : input.message,
          failed_attempts: 0,
        },
        nowIso,
      );
      const promoted =
        row.status === "attending" && status !== "attending"
          ? rules.promoteFromWaitlist(config, nowIso)
          : [];
      const result: ResponseResult = {
        message: `Response updated.${promotedSentence(promoted)}`,
        response: toResponsePublic(updated),
        waiting_position: rules.waitingPosition(updated),
        promoted,
        revision: this.revision + 1,
      };
      return { value: { ok: true, result }, changed: true };
    });
  }

  /** An invitee cancels their own response (the Worker verified the password). */
  async cancel(
    eventId: string,
    responseId: string,
    expectedHash: string,
  ): Promise<RoomResult<Removal>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    const now = Date.now();
    return this.mutate<RoomResult<Removal>>((rules) => {
      const row = rules.byId(responseId);
      const refusal = this.guardChange(rules, config, row, expectedHash, now);
      if (refusal || !row)
        return { value: refusal ?? refuse(404, RESPONSE_DETAILS.notFound), changed: false };
      return { value: this.removeAndPromote(rules, config, row, now), changed: true };
    });
  }

  /** The organiser deletes a response: no password, no deadline. */
  async adminDelete(eventId: string, responseId: string): Promise<RoomResult<Removal>> {
    const config = await this.ready(eventId);
    if (!config) return refuse(404, RESPONSE_DETAILS.eventNotFound);
    const now = Date.now();
    return this.mutate<RoomResult<Removal>>((rules) => {
      const row = rules.byId(responseId);
      if (!row) return { value: refuse(404, RESPONSE_DETAILS.notFound), changed: false };
      return { value: this.removeAndPromote(rules, config, row, now), changed: true };
    });
  }

  /** Counts a wrong password against each response tried; reports a lock if one started. */
  async recordFailures(eventId: string, responseIds: string[]): Promise<{ locked: boolean }> {
    if (!(await this.ready(eventId))) return { locked: false };
    const now = Date.now();
    return this.ctx.storage.transactionSync(() => {
      const rules = this.rules();
      let locked = false;
      for (const id of responseIds) {
        const row = rules.byId(id);
        if (row && row.locked_until <= now) locked = rules.recordFailure(row, now).locked || locked;
      }
      return { locked };
    });
  }

  /** Does the room hold this response id? (The organiser's admin-delete looks it up by id.) */
  async hasResponse(eventId: string, responseId: string): Promise<boolean> {
    if (!(await this.ready(eventId))) return false;
    return this.rules().byId(responseId) !== undefined;
  }

  private guardChange(
    rules: RoomRules,
    config: RoomConfig,
    row: ReturnType<RoomRules["byId"]>,
    expectedHash: string,
    now: number,
  ): RoomRefusal | null {
    if (deadlinePassed(config, now)) return refuse(400, RESPONSE_DETAILS.deadlinePassed);
    if (!row) return refuse(404, RESPONSE_DETAILS.notFound);
    if (row.password_hash !== expectedHash) return refuse(409, RESPONSE_DETAILS.changedMeanwhile);
    return rules.lockRefusal(row, now);
  }

  /**
   * The status a change leads to, or null when it asks for a seat that is not free.
   * `waiting` means "attend, or queue if full"; someone already queued keeps their place.
   */
  private nextStatus(
    rules: RoomRules,
    config: RoomConfig,
    current: ResponseStatus,
    requested: ResponseStatus | undefined,
  ): ResponseStatus | null {
    if (requested === undefined || requested === current) return current;
    if (requested === "waiting") {
      if (current === "attending") return current;
      return rules.hasFreeSeat(config) ? "attending" : "waiting";
    }
    if (requested === "attending") return rules.hasFreeSeat(config) ? "attending" : null;
    return requested;
  }

  private removeAndPromote(
    rules: RoomRules,
    config: RoomConfig,
    row: NonNullable<ReturnType<RoomRules["byId"]>>,
    now: number,
  ) {
    const nowIso = new Date(now).toISOString();
    rules.remove(row, nowIso);
    const promoted = row.status === "attending" ? rules.promoteFromWaitlist(config, nowIso) : [];
    return {
      ok: true as const,
      message: `Response deleted.${promotedSentence(promoted)}`,
      promoted,
      revision: this.revision + 1,
    };
  }

  // ---- live sockets --------------------------------------------------------------------

  /**
   * Opens a live socket. Only the Worker calls this, after deciding the role (an organiser's
   * ticket was verified there). Sockets are accepted with the hibernation API, their role
   * kept as a tag, so an evicted room wakes with its sockets intact.
   */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ detail: "Expected a WebSocket upgrade" }, { status: 426 });
    }
    const eventId = request.headers.get(LIVE_EVENT_HEADER) ?? "";
    if (!(await this.ready(eventId))) {
      return Response.json({ detail: RESPONSE_DETAILS.eventNotFound }, { status: 404 });
    }
    const role: LiveRole =
      request.headers.get(LIVE_ROLE_HEADER) === "organiser" ? "organiser" : "public";
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [role]);
    const snapshot = await this.publicSnapshot(eventId);
    if (snapshot.ok) server.send(snapshotMessage(snapshot.json));
    if (role === "organiser") server.send(this.organiserMessage());
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

  private organiserMessage(): string {
    return JSON.stringify({
      type: "organiser",
      revision: this.revision,
      responses: this.responsesPage(0, MAX_LIVE_RESPONSES),
      stats: this.countStats(),
    });
  }

  private broadcastSoon(): void {
    if (this.broadcastTimer || this.ctx.getWebSockets().length === 0) return;
    this.broadcastTimer = setTimeout(() => {
      this.broadcastTimer = undefined;
      void this.broadcast();
    }, BROADCAST_COALESCE_MS);
  }

  private async broadcast(): Promise<void> {
    const eventId = this.config?.id;
    if (!eventId) return;
    const snapshot = await this.publicSnapshot(eventId);
    if (!snapshot.ok) return;
    sendAll(this.ctx.getWebSockets(), snapshotMessage(snapshot.json));
    const organisers = this.ctx.getWebSockets("organiser");
    if (organisers.length > 0) sendAll(organisers, this.organiserMessage());
  }

  // ---- the D1 mirror -------------------------------------------------------------------

  /** After a change: flush now (waitUntil), with the alarm as the safety net. */
  private mirrorSoon(): void {
    this.ctx.waitUntil(this.flush());
    if (!this.alarmPending) {
      this.alarmPending = true;
      this.ctx.waitUntil(this.ctx.storage.setAlarm(Date.now() + FLUSH_SAFETY_NET_MS));
    }
  }

  private flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.flushAgain = false;
          await flushOutbox(this.sql, this.env.DB);
        } while (this.flushAgain);
      } catch (error) {
        console.warn(
          JSON.stringify({
            level: "warn",
            msg: "outbox flush failed; the alarm retries",
            error: String(error),
          }),
        );
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  async alarm(): Promise<void> {
    this.alarmPending = false;
    if (!this.schemaReady) return;
    await this.flushing;
    try {
      await flushOutbox(this.sql, this.env.DB);
      this.sql.exec(
        "DELETE FROM idempotency WHERE created_at < ?",
        Date.now() - IDEMPOTENCY_TTL_MS,
      );
    } catch (error) {
      console.warn(
        JSON.stringify({ level: "warn", msg: "outbox alarm flush failed", error: String(error) }),
      );
    }
    if (outboxSize(this.sql) > 0) {
      this.alarmPending = true;
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_RETRY_MS);
    }
  }
}
