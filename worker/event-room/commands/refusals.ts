import { closedReason } from "#contract/response-rules";
import type { RoomConfig, RoomRefusal } from "../store/types";

/** The room's refusals, answered by the Worker as `{detail, code}` (error-codes.ts). */

export const refuse = (code: RoomRefusal["code"], retryAfterSeconds?: number): RoomRefusal => ({
  ok: false,
  code,
  retryAfterSeconds,
});

/** A refusal while responses are closed (the deadline passed or the event began), else null. */
export function refuseIfClosed(config: RoomConfig, now: number): RoomRefusal | null {
  const reason = closedReason(config, now);
  return reason ? refuse(reason) : null;
}
