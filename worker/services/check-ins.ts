import type { EventRole } from "#contract/hosts";
import type { EventRow, UserRow } from "../db/schema";
import type { DoorActor } from "../event-room/door/door-commands";
import { responseView } from "./event-access";
import { roomFor } from "./event-rooms";
import { refusalToError } from "./refusal-errors";

/**
 * Checking people in at the door (decision 0043): the room keeps the check-ins and
 * their rules (worker/event-room/door/door-commands.ts); here is who is at the door, and what of the
 * response their reply shows (a door keeper's: the door's view, event-access.ts).
 */

/** The host at the door as the log and the list name them, and their role on the event. */
export interface AtTheDoor {
  user: UserRow;
  role: EventRole | null;
}

/** The host as the log and the list name them: full name, else address. */
export const doorActor = (user: UserRow): DoorActor => ({
  id: user.id,
  label: user.fullName?.trim() || user.email,
});

export async function checkInById(env: Env, event: EventRow, host: AtTheDoor, responseId: string) {
  const result = await roomFor(env, event.id).checkIn(
    event.id,
    { responseId },
    doorActor(host.user),
    responseView(host.role),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}

/**
 * By the check-in pass an invitee shows as a QR (lib/check-in-pass.ts): the room checks its
 * signature against the response's personal link as it stands.
 */
export async function checkInByPass(env: Env, event: EventRow, host: AtTheDoor, pass: string) {
  const result = await roomFor(env, event.id).checkInByPass(
    event.id,
    pass,
    doorActor(host.user),
    responseView(host.role),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}

export async function undoCheckIn(env: Env, event: EventRow, host: AtTheDoor, responseId: string) {
  const result = await roomFor(env, event.id).undoCheckIn(
    event.id,
    responseId,
    doorActor(host.user),
    responseView(host.role),
    event.configVersion,
  );
  if (!result.ok) throw refusalToError(result);
  return result.reply;
}
