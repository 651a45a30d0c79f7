/**
 * How an event page's live link stands (useLiveEvent keeps it; live-connection.ts sets it).
 * `busy`: the room has as many live pages as it keeps; the page polls and tries again later.
 */
export type LiveStatus = "connecting" | "live" | "offline" | "busy" | "deleted";
