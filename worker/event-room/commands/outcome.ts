import { type Filled, filledSentence } from "#contract/filled-seats";
import type { ResponseDeleted, ResponseResult } from "#contract/responses";
import type { RoomRefusal } from "../store/types";

/**
 * What the room's commands give back. Each command runs inside the room's one
 * `transactionSync` (no await, so no other request interleaves between a check and its write)
 * and says whether it changed anything; the core (../core/room-core.ts) then assigns the revision.
 */
export type Outcome<T> = RoomRefusal | { ok: true; changed: boolean; value: T };

/** Replies as the commands give them; the core adds the revision it assigned. */
export type ResponseReply = Omit<ResponseResult, "revision">;
export type RemovalReply = Omit<ResponseDeleted, "revision">;

/** A command that changed something, with its reply. */
export const changed = <T>(value: T): Outcome<T> => ({ ok: true, changed: true, value });

/**
 * A sign-up that waits says so, with its place unless the guest list hides it
 * (../reads/guest-list.ts puts the placeless words in when it does).
 */
export const waitingSentence = (place: number | null) =>
  `The event is full. You are on the waiting list${place === null ? "" : ` at position ${place}`}.`;

/** A deletion's reply: who its freed seats went to. */
export const removalReply = (filled: Filled): RemovalReply => ({
  message: `Response deleted.${filledSentence(filled)}`,
  ...filled,
});
