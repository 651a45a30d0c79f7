import { ERRORS } from "#contract/error-codes";
import { nameKey } from "#contract/response-rules";
import type { RoomRefusal } from "../event-room/types";
import { ApiError, throttled } from "../lib/errors";
import { verifyPassword } from "../lib/password";
import type { roomFor } from "./event-rooms";

type Room = ReturnType<typeof roomFor>;

export function refusalToError(refusal: RoomRefusal): ApiError {
  const { code } = refusal;
  if (code === "response_locked") return throttled(code, refusal.retryAfterSeconds ?? 60);
  if (code === "idempotency_key_reused") {
    // A 422, so in the list shape: the issue is the header's.
    const msg = ERRORS[code].detail;
    return new ApiError(code, {}, [{ loc: ["header", "idempotency-key"], msg, type: code }]);
  }
  return new ApiError(code);
}

/**
 * Finds the response a name and password open. The password is checked here in the Worker,
 * never inside the room, so hashing does not hold up everyone else's submissions. Returns
 * the id and the hash it matched, for the room's compare-and-set.
 */
export async function authenticateResponse(
  room: Room,
  eventId: string,
  name: string,
  password: string,
): Promise<{ responseId: string; expectedHash: string }> {
  const found = await room.credentials(eventId, nameKey(name));
  if (!found.ok) throw refusalToError(found);
  const now = Date.now();
  const open = found.candidates.filter((candidate) => candidate.locked_until <= now);
  if (open.length === 0) {
    const soonest = Math.min(...found.candidates.map((candidate) => candidate.locked_until));
    throw throttled("response_locked", (soonest - now) / 1000);
  }
  // With allow_duplicate several responses share a name: the password picks the one.
  for (const candidate of open) {
    if (await verifyPassword(password, candidate.password_hash)) {
      return { responseId: candidate.id, expectedHash: candidate.password_hash };
    }
  }
  await room.recordFailures(
    eventId,
    open.map((candidate) => candidate.id),
  );
  throw new ApiError("invalid_credentials");
}
