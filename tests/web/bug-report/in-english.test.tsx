import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReachOperator } from "../../../web/features/bug-report/reach-operator";
import { readIn } from "../../support/web/language";

/** /bug-report without a feedback form, for a reader who reads English. */
describe("ReachOperator in English", () => {
  it("offers the mail link with an English subject, and what to write", () => {
    readIn("en");
    render(<ReachOperator email="help@example.com" />);
    const link = screen.getByRole("link", { name: "Tell us by email" });
    expect(link.getAttribute("href")).toBe(
      `mailto:help@example.com?subject=${encodeURIComponent("[Moim RSVP] Bug or idea")}`,
    );
    expect(screen.getByText("Including these helps us fix it sooner")).toBeTruthy();
    expect(screen.getByText("Your device and browser (e.g. Safari on iPhone)")).toBeTruthy();
  });

  it("without an address, tells its operator where to set one, the settings' names in code", () => {
    readIn("en");
    const { container } = render(<ReachOperator email={null} />);
    expect(screen.getByTestId("no-feedback-channel").textContent).toContain(
      "This installation has no place set up for bugs and feedback",
    );
    const codes = [...container.querySelectorAll("code")].map((code) => code.textContent);
    expect(codes).toEqual(["SUPPORT_EMAIL", "FEEDBACK_FORM_URL", "[vars]", "wrangler.toml"]);
    expect(container.textContent).toContain("The project README's Configuration section");
  });
});
