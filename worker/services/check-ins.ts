import type { EventRow, UserRow } from "../db/schema";
import type { DoorActor } from "../event-room/door-commands";
import { roomFor } from "./event-rooms";
import { refusalToError } from "./refusal-errors";
import { linkHashOf } from "./response-links";

/**
 * Checking people in at the door (issue 38, decision 0043): the room keeps the check-ins and
 * their rules (worker/event-room/door-commands.ts); here is who is at the door, and which
 * response a personal link's key names.
 */

/** The host as the log and the list name them: full name, else address. */
export const doorActor = (user: UserRow): DoorActor => ({
  id: user.id,
  label: user.fullName?.trim() || user.email,
});

export async function checkInById(env: Env, event: EventRow, user: UserRow, responseId: string) {
  const result = await roomFor(env, event.id).checkIn(
    event.id,
    { responseId },
    doorActor(user),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}

/**
 * By the '내 응답 링크' key an invitee shows as a QR: hashed as the link's own calls hash it;
 * a key of no response (another event's, or replaced) is `response_link_invalid`.
 */
export async function checkInByKey(
  env: Env,
  secretKey: string,
  event: EventRow,
  user: UserRow,
  key: string,
) {
  const linkHash = await linkHashOf(secretKey, key);
  const result = await roomFor(env, event.id).checkIn(
    event.id,
    { linkHash },
    doorActor(user),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}

export async function undoCheckIn(env: Env, event: EventRow, user: UserRow, responseId: string) {
  const result = await roomFor(env, event.id).undoCheckIn(
    event.id,
    responseId,
    doorActor(user),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}
