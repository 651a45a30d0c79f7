import type { ResponseStatus } from "#contract/responses";
import type { EventStats } from "#contract/stats";

/**
 * What the people running an event hear of (decision 0067), as the room records it in the
 * transaction of the change: data, not words (./host-notice-words.ts words them at sending, in
 * each host's language). `name` is the response's; null once it was erased.
 */
export type HostFact =
  /** A new answer; `status` is where it landed (a full event queues it: `waiting`). */
  | { kind: "answered"; name: string; status: ResponseStatus; guests: number }
  /** An answer changed its status or its guests (an offer taken is a change to attending). */
  | { kind: "changed"; name: string; from: ResponseStatus; to: ResponseStatus; guests: number }
  /** An answer withdrawn; `was` its status. */
  | { kind: "cancelled"; name: string | null; was: ResponseStatus }
  | { kind: "offer_declined"; name: string }
  | { kind: "offer_lapsed"; name: string }
  /** '못 가요' from a reminder (or from a promotion's or a change's mail). */
  | { kind: "cant_go"; name: string }
  /** The last seat was taken. */
  | { kind: "full" }
  /** The last one waiting left the queue. */
  | { kind: "queue_empty" };

export type HostFactKind = HostFact["kind"];

/** The counts a notice ends with: as they are when it is made. */
export type HostCounts = {
  attending: number;
  attending_seats: number;
  waiting: number;
  maybe: number;
  not_attending: number;
  max_participants: number | null;
};

export const hostCountsOf = (
  stats: EventStats,
  config: { max_participants: number | null } | null,
): HostCounts => ({
  attending: stats.attending_count,
  attending_seats: stats.attending_seats,
  waiting: stats.waiting_count,
  maybe: stats.maybe_count,
  not_attending: stats.not_attending_count,
  max_participants: config?.max_participants ?? null,
});
