import { type PointerEvent, useEffect, useRef, useState } from "react";
import {
  clampPan,
  clampScale,
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  distance,
  midpoint,
  type Point,
  RESTING,
  swipeStep,
  type View,
  ZOOMED_SCALE,
  zoomAround,
} from "./gestures";
import { isTap, type TouchPoint } from "./tap";

type Gesture = {
  /** Where each finger (or the mouse) went down and where it is now. */
  pointers: Map<number, { start: TouchPoint; now: Point }>;
  /** The view when the current gesture began, and for a pinch how far apart the fingers were. */
  startView: View;
  pinchDistance: number;
  /** A second finger joined: this gesture neither turns the page nor counts as a tap. */
  pinched: boolean;
};

/**
 * Pointer gestures on the viewer's frame: with the image at rest a sideways swipe calls
 * `onStep` (the image follows the finger meanwhile); two fingers pinch-zoom; a double tap zooms
 * in on the spot or back out; a zoomed image pans with one finger. `key` names the image:
 * a new one starts at rest. Also returns `zoom` for the keys and the button.
 */
export function useViewerGestures(key: unknown, onStep: (step: -1 | 1) => void) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(RESTING);
  const [dragX, setDragX] = useState(0);
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    startView: RESTING,
    pinchDistance: 0,
    pinched: false,
  });
  const lastTap = useRef<TouchPoint | null>(null);
  const viewNow = useRef(view);
  viewNow.current = view;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image is the reason to reset.
  useEffect(() => {
    setView(RESTING);
    setDragX(0);
    lastTap.current = null;
  }, [key]);

  /** The frame's size, and a point measured from its centre. */
  const measure = () => {
    const box = frame.current?.getBoundingClientRect() ?? new DOMRect();
    const fromCentre = (point: Point) => ({
      x: point.x - box.left - box.width / 2,
      y: point.y - box.top - box.height / 2,
    });
    return { size: { width: box.width, height: box.height }, fromCentre };
  };

  const zoom = (scale: number, at: Point = { x: 0, y: 0 }) =>
    setView((current) => zoomAround(current, scale, at, measure().size));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const g = gesture.current;
    const point = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    g.pointers.set(event.pointerId, { start: point, now: point });
    g.startView = viewNow.current;
    if (g.pointers.size === 1) g.pinched = false;
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()].map((p) => p.now);
      g.pinchDistance = distance(a, b);
      g.pinched = true;
      setDragX(0);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const pointer = g.pointers.get(event.pointerId);
    if (!pointer) return;
    pointer.now = { x: event.clientX, y: event.clientY };
    const { size, fromCentre } = measure();
    if (g.pointers.size >= 2) {
      const [a, b] = [...g.pointers.values()].map((p) => p.now);
      const scale = (g.startView.scale * distance(a, b)) / (g.pinchDistance || 1);
      setView(zoomAround(g.startView, clampScale(scale), fromCentre(midpoint(a, b)), size));
      return;
    }
    const dx = pointer.now.x - pointer.start.x;
    const dy = pointer.now.y - pointer.start.y;
    if (g.startView.scale > 1) {
      setView(clampPan({ ...g.startView, x: g.startView.x + dx, y: g.startView.y + dy }, size));
    } else if (!g.pinched) {
      setDragX(dx);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const pointer = g.pointers.get(event.pointerId);
    if (!pointer) return;
    g.pointers.delete(event.pointerId);
    // The other finger of a pinch carries on panning from here.
    for (const other of g.pointers.values()) other.start = { ...other.now, time: event.timeStamp };
    g.startView = viewNow.current;
    if (g.pointers.size > 0) return;
    setDragX(0);
    if (g.pinched) {
      if (viewNow.current.scale < 1.05) setView(RESTING);
      return;
    }
    const end = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    const step = swipeStep(end.x - pointer.start.x, end.y - pointer.start.y);
    if (viewNow.current.scale === 1 && step !== 0 && event.type === "pointerup") {
      onStep(step);
      return;
    }
    if (!isTap(pointer.start, end)) return;
    const previous = lastTap.current;
    const double =
      previous &&
      end.time - previous.time < DOUBLE_TAP_MS &&
      distance(previous, end) < DOUBLE_TAP_SLOP_PX;
    if (!double) {
      lastTap.current = end;
      return;
    }
    lastTap.current = null;
    if (viewNow.current.scale > 1) setView(RESTING);
    else zoom(ZOOMED_SCALE, measure().fromCentre(end));
  };

  return {
    frame,
    view,
    dragX,
    zoom,
    reset: () => setView(RESTING),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
