/**
 * The arithmetic of the image viewer's gestures, apart from the events: a swipe to the
 * neighbouring screenshot, pinch and double-tap zoom, and panning a zoomed image, which is
 * kept from leaving the frame.
 */

/** How the image sits in the frame: its scale, and its shift from the centre in CSS px. */
export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export const RESTING: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** Where a double tap (or the zoom button, or +) takes the image. */
export const ZOOMED_SCALE = 2.5;
/** A sideways move this long, more sideways than up or down, turns the page. */
export const SWIPE_MIN_PX = 50;
/** Two taps this close in time, and this close on screen, are a double tap. */
export const DOUBLE_TAP_MS = 350;
export const DOUBLE_TAP_SLOP_PX = 30;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));

/** +1 for the next screenshot (the finger moved left), -1 for the previous, 0 for neither. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** A zoomed image may move until its edge meets the frame's, and no further. */
export function clampPan(view: View, frame: Size): View {
  const limitX = ((view.scale - 1) * frame.width) / 2;
  const limitY = ((view.scale - 1) * frame.height) / 2;
  // `+ 0` turns a -0 (from a limit of 0) into 0.
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) + 0;
  return { scale: view.scale, x: clamp(view.x, limitX), y: clamp(view.y, limitY) };
}

/**
 * The view at `scale` that keeps the image point under `at` (measured from the frame's centre)
 * where it is: zooming into what was touched.
 */
export function zoomAround(view: View, scale: number, at: Point, frame: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  const x = at.x - (at.x - view.x) * ratio;
  const y = at.y - (at.y - view.y) * ratio;
  return clampPan({ scale: next, x, y }, frame);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
