import type { OneTapLinks } from "../../mail/one-tap-links";
import type { RoomConfig } from "../store/types";
import type { HostCounts, HostFact } from "./host-facts";

/**
 * The room's notices as it queues them: data, not words. Each keeps its kind and the values its
 * words need (the event's title, its date and place, the seats, a deadline, the organiser's own
 * words); each courier words it in its recipient's language when it sends it
 * (./notice-words.ts), so a notice reads the same by push and by mail, and nothing reads words
 * back. `tag` names the change, so a push delivered twice (a retry after a lost reply) replaces
 * its notification instead of showing a second one; `url` is the page it opens.
 */
export type NoticeFacts =
  /** A waiting response got a seat. */
  | { kind: "promoted" }
  /** A freed seat is offered until `expires_at` (epoch ms), for 1 + `guests` people. */
  | { kind: "offered"; guests: number; expires_at: number; time_zone: string }
  /** The reminder (decision 0026): when and where, and the organiser's message if any. */
  | ({ kind: "reminder"; message: string | null; waitlist: boolean } & WhenAndWhere)
  /** An offer lapsed unanswered: the seats went to the next in the queue. */
  | { kind: "lapsed" }
  /** An offer taken back because the organiser lowered the maximum. */
  | { kind: "withdrawn" }
  /**
   * The date (`moved`) or the place (`relocated`) changed, or both: the new ones, and `was`,
   * the ones the recipient last heard of (absent from notices queued before it was kept).
   */
  | ({ kind: "changed"; moved: boolean; relocated: boolean; was?: WhenAndWhere } & WhenAndWhere)
  /** The organiser deleted the event. */
  | { kind: "deleted" }
  /** The organiser's announcement, their words as they wrote them; a correction is marked. */
  | { kind: "announcement"; message: string; corrected: boolean }
  /** The organiser's own short mail to one invitee. */
  | { kind: "direct"; message: string }
  /** An address's verification mail; `invitee_name` is the name the response gave. */
  | { kind: "verify"; invitee_name: string }
  /**
   * What happened at the event, to those running it (../hosts/host-notice.ts): one fact or
   * several gathered (`each`), or the day's (`daily`); `more` facts beyond those kept, and the
   * counts as the notice was made.
   */
  | {
      kind: "hosts";
      summary: "each" | "daily";
      facts: HostFact[];
      more: number;
      counts: HostCounts;
    };

/** When and where, on the event's clock. */
export type WhenAndWhere = { event_date: string; time_zone: string; location: string | null };

export type NoticeKind = NoticeFacts["kind"];

/**
 * A notice as the outboxes keep it. `answers` are the one-tap replies it offers (an offer's,
 * the reminder's), signed only at sending; `binds` is a verification's channel `created_at`.
 */
export type RoomNotice = NoticeFacts & {
  event_id: string;
  event_title: string;
  url: string;
  tag: string;
  answers?: OneTapLinks;
  binds?: number;
};

/**
 * A notice queued before notices were kept as data: its words, in Korean, as they were then.
 * It is sent as it was worded; nothing new is queued so.
 */
export type WordedNotice = {
  kind?: undefined;
  title: string;
  body: string;
  url: string;
  tag: string;
  event_id?: string;
  event_title?: string;
  answers?: OneTapLinks;
  binds?: number;
};

/** What an outbox row's `notice` holds. */
export type StoredNotice = RoomNotice | WordedNotice;

/** The event's part of every notice. */
const about = (config: RoomConfig) => ({
  event_id: config.id,
  event_title: config.title,
  url: `/events/${config.id}/public`,
});

const whenAndWhere = (config: RoomConfig): WhenAndWhere => ({
  event_date: config.event_date,
  time_zone: config.time_zone,
  location: config.location || null,
});

export const promotedNotice = (
  config: RoomConfig,
  responseId: string,
  version: number,
): RoomNotice => ({
  kind: "promoted",
  ...about(config),
  tag: `promoted-${responseId}-${version}`,
});

/** A freed seat is offered until `expiresAt`: accepting is a change to attending. */
export const offeredNotice = (
  config: RoomConfig,
  row: { id: string; version: number; guests: number },
  expiresAt: number,
): RoomNotice => ({
  kind: "offered",
  guests: row.guests,
  expires_at: expiresAt,
  time_zone: config.time_zone,
  ...about(config),
  tag: `offered-${row.id}-${row.version}`,
  answers: {
    event_id: config.id,
    binds: expiresAt,
    until: expiresAt,
    actions: ["accept", "decline"],
  },
});

/**
 * The event's reminder to an attending response (decision 0026), with two one-tap replies:
 * '참석 유지' and '못 가요'. Its links name the reminder's time, so a reminder since moved takes
 * no reply; they work until the event begins. With a maximum, its words say a seat given up
 * goes to the waiting list.
 */
export const reminderNotice = (
  config: RoomConfig,
  responseId: string,
  remindAt: number,
): RoomNotice => ({
  kind: "reminder",
  message: config.reminder_message ?? null,
  waitlist: config.max_participants !== null,
  ...whenAndWhere(config),
  ...about(config),
  tag: `reminder-${responseId}-${remindAt}`,
  answers: {
    event_id: config.id,
    binds: remindAt,
    until: Date.parse(config.event_date),
    actions: ["keep", "cant"],
  },
});

export const lapsedNotice = (
  config: RoomConfig,
  responseId: string,
  version: number,
): RoomNotice => ({ kind: "lapsed", ...about(config), tag: `lapsed-${responseId}-${version}` });

export const withdrawnNotice = (
  config: RoomConfig,
  responseId: string,
  version: number,
): RoomNotice => ({
  kind: "withdrawn",
  ...about(config),
  tag: `withdrawn-${responseId}-${version}`,
});

/**
 * The event's date or place changed: the new ones and the earlier ones. `pending` is a change
 * notice still waiting for its recipient (./coalesce.ts): the new notice replaces it, so it
 * tells of what either did, from what the recipient knew before the first.
 */
export function changedNotice(
  before: RoomConfig,
  after: RoomConfig,
  pending: StoredNotice | null = null,
): RoomNotice | null {
  let moved = before.event_date !== after.event_date || before.time_zone !== after.time_zone;
  let relocated = (before.location ?? "") !== (after.location ?? "");
  if (!moved && !relocated) return null;
  let was = whenAndWhere(before);
  if (pending?.kind === "changed") {
    moved ||= pending.moved;
    relocated ||= pending.relocated;
    was = pending.was ?? was;
  }
  return {
    kind: "changed",
    moved,
    relocated,
    was,
    ...whenAndWhere(after),
    ...about(after),
    tag: `changed-${after.config_version}`,
  };
}

export const deletedNotice = (config: RoomConfig): RoomNotice => ({
  kind: "deleted",
  ...about(config),
  tag: `deleted-${config.id}`,
});

/** The organiser's announcement; a correction keeps its tag (it replaces it). */
export const announcementNotice = (
  config: RoomConfig,
  message: string,
  sentAt: number,
  corrected = false,
): RoomNotice => ({
  kind: "announcement",
  message,
  corrected,
  ...about(config),
  tag: `announcement-${sentAt}`,
});

/** The organiser's short message to one invitee's verified address ('이메일 보내기'). */
export const directNotice = (
  config: RoomConfig,
  responseId: string,
  message: string,
  now: number,
): RoomNotice => ({
  kind: "direct",
  message,
  ...about(config),
  tag: `direct-${responseId}-${now}`,
});

/** The verification mail of the address a response gave (`name`, the response's). */
export const verifyNotice = (config: RoomConfig, name: string): RoomNotice => ({
  kind: "verify",
  invitee_name: name,
  ...about(config),
  tag: "verify",
});
