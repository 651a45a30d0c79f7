/**
 * Text a live client may send to keep its socket open, and the room's automatic reply (no
 * wake-up). Kept apart from the zod schemas of live.ts so the invite page's code can use them
 * without shipping zod.
 */
export const LIVE_PING = "ping";
export const LIVE_PONG = "pong";

/**
 * The close code of a live socket the room would not keep: too many sockets already listen to
 * the event, or from the same source (RFC 6455's registered 1013, "Try Again Later"). The page
 * reads it as "busy": it keeps the view fresh by slow polling and tries again much later.
 */
export const LIVE_BUSY_CLOSE_CODE = 1013;
/** The close reason sent with LIVE_BUSY_CLOSE_CODE, for people reading a trace. */
export const LIVE_BUSY_REASON = "too many live connections, try again later";

/**
 * The close code of a host's organiser sockets when they stop being a host (RFC 6455's 1008,
 * "policy violation"; decision 0043): the page stops reconnecting, reads its event once more,
 * and shows what that read replies (a removed host's is 404).
 */
export const LIVE_ENDED_CLOSE_CODE = 1008;
