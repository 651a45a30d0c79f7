import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SignupPage } from "../../../web/features/auth/components/signup-page";
import { readIn } from "../../support/web/language";

/** The sign-up's word on what an account keeps, where the details are asked for. */
function renderSignup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/signup"]}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const notice = screen.getByTestId("privacy-notice");
  // Inside the form, after its button: read before the details are sent.
  expect(notice.closest("form")).not.toBeNull();
  return notice;
}

describe("the sign-up's word on personal data", () => {
  it("says what the account keeps, why and until when, and links the policy", () => {
    const notice = renderSignup();
    expect(notice.textContent).toBe(
      "이름과 메일 주소, 비밀번호(되돌릴 수 없게 변환한 값만)는 계정과 모임을 관리하는 데만 쓰이고, 계정을 삭제할 때까지 보관돼요. 개인정보 처리방침",
    );
    const link = within(notice).getByRole("link", { name: "개인정보 처리방침" });
    expect(link.getAttribute("href")).toBe("/privacy");
  });

  it("reads in English", () => {
    readIn("en");
    const notice = renderSignup();
    expect(notice.textContent).toBe(
      "Your name, email address and password (kept only as a one-way hash) are used only to run your account and events, and are kept until you delete the account. Privacy policy",
    );
    expect(within(notice).getByRole("link", { name: "Privacy policy" })).toBeTruthy();
  });
});
