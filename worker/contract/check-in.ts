import { z } from "zod";
import { CHECK_IN_PASS } from "./check-in-pass";
import { ResponseAdmin, ResponseAtDoor } from "./responses";

/** Checking people in at the door (decision 0043). */

/**
 * POST /events/{id}/check-in: the check-in pass read off the QR code an invitee shows at the
 * door: the response's id and a keyed signature of it, the event and the response's personal
 * link (worker/lib/check-in-pass.ts). It checks that response in and opens nothing; a new
 * personal link, a new password or a cancellation ends it. A personal link's key is no pass.
 */
export const CheckInByPass = z.object({
  pass: z.string().regex(CHECK_IN_PASS, "pass must be a check-in pass"),
});
export type CheckInByPass = z.infer<typeof CheckInByPass>;

/** GET /events/{id}/my-check-in-pass: the pass of the response the personal link opens. */
export const CheckInPass = z.object({ pass: z.string() });
export type CheckInPass = z.infer<typeof CheckInPass>;

/** The response in a check-in's reply: as the caller's list shows it (the door's for a door keeper). */
const CheckedInResponse = z.union([ResponseAdmin, ResponseAtDoor]);

/**
 * Reply to a check-in. `already_checked_in`: the response was checked in before (by another
 * door phone, or a second scan), and this call changed nothing; `checked_in_at` and
 * `checked_in_by` are then the first check-in's.
 */
export const CheckedIn = z.object({
  response: CheckedInResponse,
  already_checked_in: z.boolean(),
  /** People checked in now, guests included, and people attending: the door's count. */
  checked_in_count: z.number().int(),
  attending_seats: z.number().int(),
});
export type CheckedIn = z.infer<typeof CheckedIn>;

/** Reply to undoing a check-in; `was_checked_in` false when there was none to undo. */
export const CheckInUndone = z.object({
  response: CheckedInResponse,
  was_checked_in: z.boolean(),
  checked_in_count: z.number().int(),
  attending_seats: z.number().int(),
});
export type CheckInUndone = z.infer<typeof CheckInUndone>;
