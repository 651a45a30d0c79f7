/**
 * Text a live client may send to keep its socket open, and the room's automatic answer (no
 * wake-up). Kept apart from the zod schemas of live.ts so the invite page's code can use them
 * without shipping zod.
 */
export const LIVE_PING = "ping";
export const LIVE_PONG = "pong";
