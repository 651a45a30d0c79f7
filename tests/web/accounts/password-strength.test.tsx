import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "../../../web/features/users/components/password-strength-meter";
import {
  filledSegments,
  passwordStrength,
  strengthLevel,
} from "../../../web/features/users/password-strength";

describe("password strength", () => {
  it("is zero for an empty password", () => {
    expect(passwordStrength("")).toBe(0);
    expect(filledSegments(0)).toBe(0);
  });

  it("keeps anything under eight characters Low, however varied", () => {
    expect(strengthLevel(passwordStrength("aB3$"))).toBe("Low");
    expect(strengthLevel(passwordStrength("aB3$xY7"))).toBe("Low");
  });

  it("rates a long single-kind password Medium and a long varied one High", () => {
    expect(strengthLevel(passwordStrength("password123"))).toBe("Medium");
    expect(strengthLevel(passwordStrength("Moim-RSVP-2024!"))).toBe("High");
  });

  it("uses the spec's thresholds: below 33 Low, below 66 Medium, else High", () => {
    expect(strengthLevel(32)).toBe("Low");
    expect(strengthLevel(33)).toBe("Medium");
    expect(strengthLevel(65)).toBe("Medium");
    expect(strengthLevel(66)).toBe("High");
  });

  it("lights one to four segments as the score grows", () => {
    expect(filledSegments(10)).toBe(1);
    expect(filledSegments(40)).toBe(2);
    expect(filledSegments(70)).toBe(3);
    expect(filledSegments(100)).toBe(4);
  });

  it("never scores above 100", () => {
    expect(passwordStrength("Aa1!".repeat(20))).toBeLessThanOrEqual(100);
  });
});

describe("PasswordStrengthMeter", () => {
  it("shows the level word and exposes the score to assistive technology", () => {
    render(<PasswordStrengthMeter password="Moim-RSVP-2024!" />);
    expect(screen.getByText("High")).toBeTruthy();
    expect(screen.getByLabelText("Password strength").getAttribute("value")).toBe(
      String(passwordStrength("Moim-RSVP-2024!")),
    );
  });
});
