/**
 * The room's clock. A call, an alarm or a socket message reads it once, when it starts, and
 * hands that reading to everything it does: one call decides at one moment, so a rule cannot
 * see an offer open in one line and lapsed in the next
 * (docs/decisions/0053-the-room-in-folders-and-parts.md).
 */
export type Clock = () => number;

export const wallClock: Clock = () => Date.now();
