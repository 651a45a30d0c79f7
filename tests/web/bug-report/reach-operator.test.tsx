import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReachOperator } from "../../../web/features/bug-report/reach-operator";

describe("ReachOperator (/bug-report without a feedback form)", () => {
  it("offers a mail link to the operator's address, with a subject", () => {
    render(<ReachOperator email="help@example.com" />);
    const link = screen.getByRole("link", { name: "메일로 알려주기" });
    expect(link.getAttribute("href")).toBe(
      `mailto:help@example.com?subject=${encodeURIComponent("[모임 RSVP] 버그 및 개선사항")}`,
    );
    expect(screen.getByText("help@example.com")).toBeTruthy();
    expect(screen.getByText("이런 내용을 함께 적어주시면 빨리 해결할 수 있어요")).toBeTruthy();
    expect(screen.queryByTestId("no-feedback-channel")).toBeNull();
  });

  it("without an address says this installation has none, and how its operator adds one", () => {
    const { container } = render(<ReachOperator email={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByTestId("no-feedback-channel").textContent).toContain(
      "이 설치본에는 버그와 의견을 받을 곳",
    );
    // Not "tell whoever runs the service": the reader may be the one who runs it.
    expect(container.textContent).not.toContain("운영하는 분께 직접 말씀해 주세요");
    for (const words of ["SUPPORT_EMAIL", "FEEDBACK_FORM_URL", "wrangler.toml", "Configuration"]) {
      expect(container.textContent).toContain(words);
    }
    // Nowhere to send it, so no list of what to put in it.
    expect(container.textContent).not.toContain("이런 내용을 함께 적어주시면");
  });
});
