import { nameKey } from "#contract/response-rules";
import type { Proof } from "../event-room/commands/password-proof";
import { ApiError } from "../lib/errors";
import { hashResponsePassword, verifyPassword } from "../lib/password";
import { attemptSource } from "../lib/password-attempt-limits";
import type { PasswordCost } from "../lib/password-cost";
import type { roomFor } from "./event-rooms";
import { refusalToError } from "./refusal-errors";

type Room = ReturnType<typeof roomFor>;

/**
 * Finds the response a name and password open. The room counts the attempt first and hands
 * over the hashes it may be checked against; the password is checked here in the Worker, never
 * inside the room, so hashing does not hold up everyone else's submissions. Returns the id and
 * the hash it matched (for the room's compare-and-set) and the proof that clears the count.
 */
export async function authenticateResponse(
  room: Room,
  eventId: string,
  name: string,
  password: string,
  knownSource: string | null,
  cost: PasswordCost,
  whenClosed = false,
): Promise<{ responseId: string; expectedHash: string } & Proof> {
  const source = attemptSource(knownSource);
  const found = await room.credentials(eventId, nameKey(name), source, whenClosed);
  if (!found.ok) throw refusalToError(found);
  const reservedIds = found.candidates.map((candidate) => candidate.id);
  // With allow_duplicate several responses share a name: the password picks the one.
  for (const candidate of found.candidates) {
    if (await verifyPassword(password, candidate.password_hash)) {
      return {
        responseId: candidate.id,
        expectedHash: candidate.password_hash,
        source,
        reservedIds,
      };
    }
  }
  // A name no response has, where names are hidden: as long to refuse as a wrong password
  // (one derivation), so neither the reply nor its time tells the name was unknown.
  if (found.candidates.length === 0) await hashResponsePassword(password, cost);
  throw new ApiError("invalid_credentials");
}
