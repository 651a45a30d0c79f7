import { describe, expect, it } from "vitest";
import {
  formatRate,
  rateProgress,
  rateTone,
  shownRate,
} from "../../../web/features/organiser/components/participants/attendance-rate";

describe("rateTone", () => {
  it("is green from 0.8, blue from 0.6, yellow from 0.4 and red below", () => {
    expect(rateTone(1)).toBe("success");
    expect(rateTone(0.8)).toBe("success");
    expect(rateTone(0.7999)).toBe("info");
    expect(rateTone(0.6)).toBe("info");
    expect(rateTone(0.5999)).toBe("warning");
    expect(rateTone(0.4)).toBe("warning");
    expect(rateTone(0.3999)).toBe("error");
    expect(rateTone(0)).toBe("error");
  });
});

describe("formatRate", () => {
  it("shows a percentage with one decimal", () => {
    expect(formatRate(0)).toBe("0.0%");
    expect(formatRate(1)).toBe("100.0%");
    expect(formatRate(2 / 3)).toBe("66.7%");
    expect(formatRate(0.8333)).toBe("83.3%");
  });
});

describe("rateProgress", () => {
  it("is the rate times 100, kept between 0 and 100", () => {
    expect(rateProgress(0.5)).toBe(50);
    expect(rateProgress(1.2)).toBe(100);
    expect(rateProgress(-0.1)).toBe(0);
  });
});

describe("shownRate", () => {
  const entry = { attending_count: 0, not_attending_count: 0, maybe_count: 0 };

  it("has no rate for someone who is only on waiting lists, rather than a red 0 %", () => {
    expect(shownRate({ ...entry, attendance_rate: 0 })).toBeNull();
  });

  it("keeps the server's rate once there is any other answer, a 0 % included", () => {
    expect(shownRate({ ...entry, not_attending_count: 1, attendance_rate: 0 })).toBe(0);
    expect(shownRate({ ...entry, maybe_count: 2, attendance_rate: 0 })).toBe(0);
    expect(shownRate({ ...entry, attending_count: 1, attendance_rate: 0.5 })).toBe(0.5);
  });
});
