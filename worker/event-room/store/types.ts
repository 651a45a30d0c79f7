import type { AnswerIssue } from "#contract/answer-checks";
import type { ErrorCode } from "#contract/error-codes";
import type { EventDetails } from "#contract/events";
import type { ResponseStatus } from "#contract/responses";
import type { Language } from "#i18n/language";

/** What the room needs to know of its event; pushed on create/update, versioned. */
export interface RoomConfig extends EventDetails {
  config_version: number;
}

export type StoredResponse = {
  id: string;
  seq: number;
  queue_seq: number | null;
  name: string;
  name_key: string;
  password_hash: string;
  status: ResponseStatus;
  message: string | null;
  /** Guests brought: the response holds 1 + guests seats, attending or waiting whole. */
  guests: number;
  /** While `offered`: when the offer lapses (epoch ms); null otherwise. */
  offer_expires_at: number | null;
  /**
   * When an offer to this response lapsed unanswered (epoch ms): it is `not_attending` without
   * having declined. Null otherwise; cleared by the response's next change of status.
   */
  offer_lapsed_at: number | null;
  /** The reminder time (epoch ms) this response was reminded for; null: never (../outbox/reminders.ts). */
  reminded_for: number | null;
  /** When it replied '참석 유지' to that reminder (epoch ms); cleared by a change of status. */
  confirmed_at: number | null;
  /** Answers to the event's questions, as JSON (./stored-answers.ts); never in public views. */
  answers: string;
  /**
   * When it was checked in at the door (epoch ms), by whom (the host's label as it was then)
   * and by which account; null: not checked in (../door/door-commands.ts).
   */
  checked_in_at: number | null;
  checked_in_by: string | null;
  checked_in_by_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /** The language it last answered in: its mails and pushes are worded in it. */
  language: Language;
};

/** A refusal from the room, answered by the Worker as `{detail, code}` (error-codes.ts). */
export interface RoomRefusal {
  ok: false;
  /**
   * `too_many_guests` is a field's problem: the API answers it as a 422 on `guests`; so is
   * `invalid_answers`, a 422 with an issue per answer in `answerIssues`.
   */
  code: ErrorCode | "too_many_guests" | "invalid_answers";
  answerIssues?: AnswerIssue[];
  retryAfterSeconds?: number;
  /**
   * On `event_full`: the seats refused were for more guests of someone already holding seats.
   * The API's body stays `event_full`; the invite form posted without the app says it so.
   */
  forGuests?: true;
}

export type RoomResult<T> = ({ ok: true } & T) | RoomRefusal;

/**
 * One row as the D1 mirror stores it; `deleted` marks a tombstone. `checked_in_at` (ISO) is
 * absent from entries queued before room schema 13, which had no check-ins: read as null.
 */
export interface MirrorRow {
  id: string;
  event_id: string;
  name: string;
  name_key: string;
  status: ResponseStatus;
  message: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  deleted: boolean;
  checked_in_at?: string | null;
}

/** A response a name may open, for the Worker to check the password against. */
export interface Candidate {
  id: string;
  password_hash: string;
}

/**
 * The guard every call passes (../core/room-core.ts `onEvent`): the event's config, or the
 * refusal every call gives when there is none. `act` gets the call's one reading of the clock
 * (../core/clock.ts).
 */
export type Guard = <T>(
  eventId: string,
  act: (config: RoomConfig, now: number) => T,
  knownVersion?: number,
) => Promise<T | RoomRefusal>;
