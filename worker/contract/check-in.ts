import { z } from "zod";
import { ResponseAdmin } from "./responses";

/** Checking people in at the door (issue 38, decision 0043). */

/**
 * POST /events/{id}/check-in: the personal link's key ('내 응답 링크', read off the QR code an
 * invitee shows at the door), which names one response.
 */
export const CheckInByKey = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "key must be a personal link's key"),
});
export type CheckInByKey = z.infer<typeof CheckInByKey>;

/**
 * Reply to a check-in. `already_checked_in`: the response was checked in before (by another
 * door phone, or a second scan), and this call changed nothing; `checked_in_at` and
 * `checked_in_by` are then the first check-in's.
 */
export const CheckedIn = z.object({
  response: ResponseAdmin,
  already_checked_in: z.boolean(),
  /** People checked in now, guests included, and people attending: the door's count. */
  checked_in_count: z.number().int(),
  attending_seats: z.number().int(),
});
export type CheckedIn = z.infer<typeof CheckedIn>;

/** Reply to undoing a check-in; `was_checked_in` false when there was none to undo. */
export const CheckInUndone = z.object({
  response: ResponseAdmin,
  was_checked_in: z.boolean(),
  checked_in_count: z.number().int(),
  attending_seats: z.number().int(),
});
export type CheckInUndone = z.infer<typeof CheckInUndone>;
