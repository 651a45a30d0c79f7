/**
 * A touch counts as a tap when it is shorter than 500 ms and moves less than 10 px: longer or
 * further is a scroll.
 */
export const TAP_MAX_MS = 500;
export const TAP_MAX_MOVE_PX = 10;

export type TouchPoint = { x: number; y: number; time: number };

export function isTap(start: TouchPoint, end: TouchPoint): boolean {
  const moved = Math.hypot(end.x - start.x, end.y - start.y);
  return end.time - start.time < TAP_MAX_MS && moved < TAP_MAX_MOVE_PX;
}
