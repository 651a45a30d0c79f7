import { describe, expect, it } from "vitest";
import { isTap } from "../../../web/features/about/tap";

const start = { x: 100, y: 200, time: 1000 };

describe("isTap", () => {
  it("counts a short, still touch as a tap", () => {
    expect(isTap(start, { x: 104, y: 203, time: 1200 })).toBe(true);
  });

  it("does not count a touch held 500 ms or longer", () => {
    expect(isTap(start, { x: 100, y: 200, time: 1500 })).toBe(false);
    expect(isTap(start, { x: 100, y: 200, time: 1499 })).toBe(true);
  });

  it("does not count a touch that moved 10 px or more (a swipe)", () => {
    expect(isTap(start, { x: 110, y: 200, time: 1100 })).toBe(false);
    expect(isTap(start, { x: 106, y: 208, time: 1100 })).toBe(false);
    expect(isTap(start, { x: 109, y: 200, time: 1100 })).toBe(true);
  });
});
