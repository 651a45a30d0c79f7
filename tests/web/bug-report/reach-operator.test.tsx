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
  });

  it("without an address says whom to tell, in plain Korean and no setting names", () => {
    const { container } = render(<ReachOperator email={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toContain("운영하는 분께 직접 말씀해 주세요");
    expect(container.textContent).not.toMatch(/FEEDBACK|SUPPORT|설정되어/);
  });
});
