import { eq } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "#contract/event-time";
import { DEFAULT_GUEST_LIST } from "#contract/guest-list";
import { OFFER_HOURS } from "#contract/response-rules";
import { RETENTION_DAYS_DEFAULT } from "#contract/retention";
import { DEFAULT_LANGUAGE } from "#i18n/language";
import { createDb } from "../../db/client";
import { eventDetailsOf } from "../../db/event-fields";
import { withChoiceIds } from "../../db/questions-column";
import { type EventRow, events } from "../../db/schema";
import { readMeta, writeMeta } from "../store/room-schema";
import type { RoomConfig } from "../store/types";

/**
 * How long the room trusts the config it holds before it compares it with D1's events row.
 * Config is pushed on every edit; if a push fails, the room catches up within this time (or
 * at once when an organiser's call tells it of a newer version).
 */
const CONFIG_RECHECK_MS = 30_000;

/** What the room needs to know of its event, from its D1 row (the Worker pushes the same). */
export const configFromEvent = (event: EventRow): RoomConfig => ({
  ...eventDetailsOf(event),
  config_version: event.configVersion,
});

/**
 * The room's copy of its event's config: kept in room storage, pushed by the Worker (versioned),
 * loaded or refreshed from D1 when missing or stale, and a mark once the event is deleted.
 */
export class RoomConfigSource {
  held: RoomConfig | null = null;
  private deleted = false;
  private checkedAt = 0;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly db: D1Database,
  ) {}

  private get sql() {
    return this.ctx.storage.sql;
  }

  /** At start: reads the stored config; true when the room is a deleted event's. */
  loadHeld(): boolean {
    this.deleted = readMeta(this.sql, "deleted") === "1";
    const stored = this.deleted ? undefined : readMeta(this.sql, "config");
    this.held = stored ? (JSON.parse(stored) as RoomConfig) : null;
    // Configs stored before series were a one-off event's.
    if (this.held) this.held.series_id ??= null;
    // Configs stored before events had a zone meant Korea's.
    if (this.held) this.held.time_zone ??= DEFAULT_TIME_ZONE;
    // Configs stored before guests existed allowed none.
    if (this.held) this.held.max_guests ??= 0;
    // ...and filled freed seats at once.
    if (this.held) {
      this.held.promotion ??= "instant";
      this.held.offer_hours ??= OFFER_HOURS.default;
    }
    // ...and sent no reminder.
    if (this.held) this.held.reminder_hours ??= null;
    // ...and had no contact line.
    if (this.held) this.held.contact ??= null;
    // ...and showed every name.
    if (this.held) this.held.guest_list ??= DEFAULT_GUEST_LIST;
    // ...and asked no questions (and, later, offered choices without ids).
    if (this.held) this.held.questions = withChoiceIds(this.held.questions ?? []);
    // ...and were in Korean.
    if (this.held) this.held.language ??= DEFAULT_LANGUAGE;
    // ...and kept their responses as long as the installation's default.
    if (this.held) this.held.retention_days ??= RETENTION_DAYS_DEFAULT;
    return this.deleted;
  }

  /** A pushed config is taken when it is this event's and newer than the one held. */
  accepts(config: RoomConfig): boolean {
    if (this.deleted) return false;
    if (this.held && this.held.id !== config.id) throw new Error("room/event mismatch");
    return !this.held || this.held.config_version < config.config_version;
  }

  /** Called inside the transaction that applies it, at the call's `now`. */
  store(pushed: RoomConfig, now: number): void {
    // A Worker from before questions (a deploy under way) pushes none: the form asks none;
    // one from before choice ids pushes labels.
    const config = { ...pushed, questions: withChoiceIds(pushed.questions ?? []) };
    writeMeta(this.sql, "config", JSON.stringify(config));
    this.held = config;
    this.checkedAt = now;
  }

  /** After the room's storage was emptied: nothing but the mark is kept. */
  markDeleted(): void {
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    );
    writeMeta(this.sql, "deleted", "1");
    this.deleted = true;
    this.held = null;
  }

  /**
   * The config to act on, or null when the event does not exist. Reads D1 when the room has
   * none, when it is older than `knownVersion`, or when it was last compared long ago; a newer
   * row is handed to `apply` (which promotes if seats opened), a row gone from D1 while the
   * room holds a config means the event was deleted and the room missed being told (`gone`).
   * Nothing else runs in the room meanwhile. `now` is the call's reading of the room's clock.
   */
  async current(
    eventId: string,
    knownVersion: number | undefined,
    now: number,
    on: { apply: (config: RoomConfig) => void; gone: () => Promise<void> },
  ): Promise<RoomConfig | null> {
    if (this.deleted) return null;
    if (this.fresh(eventId, knownVersion, now)) return this.held;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.deleted || this.fresh(eventId, knownVersion, now)) return;
      if (this.held && this.held.id !== eventId) return;
      const row = await createDb(this.db).query.events.findFirst({
        where: eq(events.id, eventId),
      });
      this.checkedAt = now;
      if (!row) {
        if (this.held) await on.gone();
        return;
      }
      const config = configFromEvent(row);
      if (!this.held || this.held.config_version < config.config_version) on.apply(config);
    });
    return this.held?.id === eventId ? this.held : null;
  }

  private fresh(eventId: string, knownVersion: number | undefined, now: number): boolean {
    const held = this.held;
    if (held?.id !== eventId) return false;
    if (knownVersion !== undefined && knownVersion > held.config_version) return false;
    return now - this.checkedAt < CONFIG_RECHECK_MS;
  }
}
