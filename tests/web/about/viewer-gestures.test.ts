import { describe, expect, it } from "vitest";
import {
  clampPan,
  MAX_SCALE,
  RESTING,
  swipeStep,
  zoomAround,
} from "../../../web/features/about/gestures";

const frame = { width: 400, height: 800 };

describe("the image viewer's gestures", () => {
  it("turns the page on a long sideways move only, the way the finger went", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });

  it("zooms around the touched point, between 1× and the maximum", () => {
    const zoomed = zoomAround(RESTING, 2, { x: 100, y: 0 }, frame);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
    expect(zoomAround(RESTING, 10, { x: 0, y: 0 }, frame).scale).toBe(MAX_SCALE);
    expect(zoomAround(zoomed, 0.2, { x: 0, y: 0 }, frame)).toEqual(RESTING);
  });

  it("keeps a zoomed image's edges at or beyond the frame's", () => {
    expect(clampPan({ scale: 2, x: 500, y: -900 }, frame)).toEqual({ scale: 2, x: 200, y: -400 });
    expect(clampPan({ scale: 1, x: 30, y: 30 }, frame)).toEqual(RESTING);
  });
});
