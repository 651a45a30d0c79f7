import { type RequestedStatus, statusOnSubmit } from "#contract/response-rules";
import { DEFAULT_LANGUAGE, type Language } from "#i18n/language";
import { fits } from "../policy/change-policy";
import { toOwnResponse } from "../store/response-rows";
import type { RoomConfig } from "../store/types";
import { changed, type Outcome, type ResponseReply, waitingSentence } from "./outcome";
import { refuse, refuseIfClosed } from "./refusals";
import { answersToStore } from "./response-answers";
import type { RoomTransaction } from "./room-transaction";

export interface SubmitInput {
  name: string;
  nameKey: string;
  passwordHash: string;
  status: RequestedStatus;
  message: string | null;
  /** Guests brought along: the response asks for 1 + guests seats. */
  guests: number;
  idempotencyKey: string | null;
  /** A keyed hash of the request, so a key reused for another request is told apart. */
  requestHash: string | null;
  /** The client's address (worker/lib/password-attempt-limits.ts `clientSource`); null: not limited. */
  source: string | null;
  /** Where to mail notices (verified first), or null. */
  notifyEmail: string | null;
  /** The address was proven already (a link mailed to it was followed): no verification. */
  notifyEmailProven?: boolean;
  /** The site's origin as the request named it: mails' links point there. */
  origin: string;
  /** Answers as sent (checked here against the questions the room holds); absent: none. */
  answers?: Record<string, unknown>;
  /** Posted by the invite page's plain form: yes/no answers say "yes" or "no". */
  answersFromForm?: boolean;
  /**
   * The language the invitee answered in, which their notices will speak; absent (a request that
   * names none): the event's, which its pages showed them.
   */
  language?: Language;
}

/** A new response: queued if it does not fit now, remembered by its Idempotency-Key. */
export function submit(
  tx: RoomTransaction,
  config: RoomConfig,
  input: SubmitInput,
): Outcome<ResponseReply> {
  const { store, notices, attempts, now } = tx;
  if (input.idempotencyKey) {
    const prior = store.replies.find(input.idempotencyKey);
    if (prior) {
      // A retry of the same request gets the same reply; another request under its key does not.
      if (prior.requestHash !== null && prior.requestHash !== input.requestHash) {
        return refuse("idempotency_key_reused");
      }
      // The channels are read now: the remembered reply keeps no address (it outlives the
      // response for a day; the address must not).
      const replayed = prior.reply as Omit<ResponseReply, "notify">;
      const notify = notices.stateOf(replayed.response.id, now);
      return { ok: true, changed: false, value: { ...replayed, notify } };
    }
  }
  const admitted = input.source === null ? null : attempts.admitSubmission(input.source, now);
  if (admitted && !admitted.allowed)
    return refuse("too_many_submissions", admitted.retryAfterSeconds);
  const closed = refuseIfClosed(config, now);
  if (closed) return closed;
  if (!config.allow_duplicate && store.nameTaken(input.nameKey)) return refuse("response_exists");
  if (input.guests > config.max_guests) return refuse("too_many_guests");
  const answers = answersToStore(
    config.questions,
    input.answers ?? {},
    input.status,
    input.answersFromForm,
  );
  if (!answers.ok) return answers;
  const nowIso = new Date(now).toISOString();
  const status = statusOnSubmit(input.status, fits(store.seatCounts(config), 1 + input.guests));
  const seq = store.nextSeq();
  const row = store.insert({
    id: crypto.randomUUID(),
    seq,
    queue_seq: status === "waiting" ? seq : null,
    name: input.name,
    name_key: input.nameKey,
    password_hash: input.passwordHash,
    status,
    message: input.message,
    guests: input.guests,
    offer_expires_at: null,
    offer_lapsed_at: null,
    reminded_for: null,
    confirmed_at: null,
    answers: answers.json,
    checked_in_at: null,
    checked_in_by: null,
    checked_in_by_id: null,
    created_at: nowIso,
    updated_at: nowIso,
    version: 1,
    language: input.language ?? config.language ?? DEFAULT_LANGUAGE,
  });
  tx.hosts.answered(row, now, input.origin);
  // The submitter set the password: their address is the owner's own from the start.
  if (input.source !== null) attempts.remember(row.id, input.source, now);
  if (input.notifyEmail && input.notifyEmailProven) {
    notices.setProvenAddress(row, input.notifyEmail, input.origin, now);
  } else if (input.notifyEmail) {
    notices.setAddress(config, row, input.notifyEmail, input.origin, input.source, now);
  }
  const position = store.waitingPosition(row);
  const reply: ResponseReply = {
    message:
      status === "waiting"
        ? waitingSentence(position)
        : status === "attending"
          ? "Response submitted. You are attending."
          : "Response submitted.",
    response: toOwnResponse(row),
    waiting_position: position,
    promoted: [],
    offered: [],
    notify: notices.stateOf(row.id, now),
  };
  if (input.idempotencyKey) {
    const { notify: _notify, ...remembered } = reply;
    store.replies.remember(input.idempotencyKey, input.requestHash, remembered, now);
  }
  return changed(reply);
}
