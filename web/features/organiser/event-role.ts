import type { EventRole } from "#contract/hosts";
import { m } from "#messages";

/**
 * What the organiser's screens offer per role (decision 0043), the web's copy of the
 * Worker's access table (worker/services/event-access.ts): offering only what the server allows
 * spares a host buttons that could only be refused. `null` is a superuser reading someone
 * else's event, who may look (and read the hosts and the log) but change nothing.
 */
export type EventAction =
  /** Change the event, its responses; announce, mail an invitee. */
  | "manage"
  /** Download the responses as CSV: a read, but not the door's (no list leaves the door). */
  | "export"
  /** Delete the event, choose its hosts. */
  | "own"
  /** Read the hosts and the log. */
  | "own-read"
  /** Check people in. */
  | "door"
  /** Hear of the answers, by mail and push, as often as the host chooses (decision 0067). */
  | "hear";

const ALLOWED: Record<EventAction, readonly (EventRole | null)[]> = {
  manage: ["owner", "manager"],
  export: ["owner", "manager", null],
  own: ["owner"],
  "own-read": ["owner", null],
  door: ["owner", "manager", "checkin"],
  hear: ["owner", "manager"],
};

export const mayDo = (role: EventRole | null, action: EventAction): boolean =>
  ALLOWED[action].includes(role);

/**
 * The badge a host's event carries on the dashboard; the owner's own events carry none. Each
 * label is read when it is used (a getter), so it is in the reader's language of that moment
 * while every screen keeps reading `ROLE_LABELS[role]` as a string.
 */
export const ROLE_LABELS: Readonly<Record<Exclude<EventRole, "owner">, string>> = {
  get manager() {
    return m.organiser_role_manager();
  },
  get checkin() {
    return m.organiser_role_checkin();
  },
};

/** The door page, where every role checks people in (decision 0043). */
export const doorPath = (eventId: string) => `/events/${eventId}/door`;
