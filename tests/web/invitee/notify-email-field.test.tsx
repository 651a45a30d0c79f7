import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, refusedField } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { publicResponse } from "../../support/web/responses";

/**
 * The invite form's optional notification address (decision 0025): '자리가 나거나 일정이 바뀌면
 * 알려드릴 이메일', sent as `notify_email` with a sign-up or a change, left out when empty, and a
 * refused address marked at the field in Korean.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c77";
const alex = publicResponse(1, "attending", { name: "Alex" });
const view = publicViewOf([alex], { id: EVENT, max_participants: 10, revision: 4 });
const LABEL = /자리가 나거나 일정이 바뀌면 알려드릴 이메일/;

/** The room's reply to a sign-up or change of 민지's (or Alex's) response. */
const saved = (name = "민지") => ({
  message: "Registered as attending.",
  response: publicResponse(2, "attending", { name }),
  waiting_position: null,
  promoted: [],
  offered: [],
  notify: { email: "minji@example.com", email_verified: false, push: false },
  revision: 5,
});

withQuietSockets();
afterEach(() => localStorage.clear());

const form = () => within(screen.getByTestId("response-form"));

async function signUp(email: string) {
  const user = userEvent.setup();
  await user.type(form().getByLabelText("이름"), "민지");
  await user.type(form().getByLabelText("비밀번호"), "1234");
  if (email) await user.type(form().getByLabelText(LABEL), email);
  await user.click(form().getByRole("button", { name: "참석 신청하기" }));
  return user;
}

describe("the invite form's notification address", () => {
  it("is an optional email field that says what it is for", () => {
    renderInvitePage(view, [], saved());
    const field = form().getByLabelText(LABEL) as HTMLInputElement;
    expect(field.type).toBe("email");
    expect(field.name).toBe("notify_email");
    expect(field.getAttribute("autocomplete")).toBe("email");
    expect(field.getAttribute("inputmode")).toBe("email");
    expect(field.labels?.[0]?.textContent).toBe(
      "자리가 나거나 일정이 바뀌면 알려드릴 이메일 (선택)",
    );
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "이 알림에만 쓰고 다른 사람에게는 보이지 않아요. 먼저 확인 메일을 보내드려요.",
    );
  });

  it("goes with a sign-up as notify_email, and '내 응답' says its verification is awaited", async () => {
    const { fetch } = renderInvitePage(view, [], (url) =>
      url.pathname.endsWith("/my-link") ? json(500, {}) : json(201, saved()),
    );
    await signUp(" minji@example.com ");

    const call = await callTo(fetch, "/submit");
    expect(call.body).toMatchObject({
      name: "민지",
      status: "attending",
      notify_email: "minji@example.com",
    });
    // The reply's channels, its holder's own: the panel shows them at once.
    const panel = within(await screen.findByTestId("my-response"));
    await waitFor(() =>
      expect(panel.getByTestId("channels").textContent).toBe(
        "알림: 이메일 (확인 대기 중 — 메일함의 확인 링크를 눌러 주세요)",
      ),
    );
    expect(panel.getByTestId("notify-email").textContent).toBe("minji@example.com");
  });

  it("is left out of a sign-up when empty", async () => {
    const { fetch } = renderInvitePage(view, [], (url) =>
      url.pathname.endsWith("/my-link") ? json(500, {}) : json(201, saved()),
    );
    await signUp("");
    const call = await callTo(fetch, "/submit");
    expect(call.body).not.toHaveProperty("notify_email");
  });

  it("marks the field in Korean when the server refuses the address", async () => {
    const { fetch } = renderInvitePage(view, [], () =>
      refusedField("notify_email", "notify_email must be an email address", "email_invalid"),
    );
    await signUp("minji@");

    const problem = await screen.findByTestId("form-problem");
    expect(problem.textContent).toBe("이메일 주소를 확인해 주세요.");
    const field = form().getByLabelText(LABEL);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(problem.id);
    expect(field.className).toContain("input-error");
    expect(document.activeElement).toBe(field);
    expect(form().getByLabelText("이름").hasAttribute("aria-invalid")).toBe(false);
    expect((await callTo(fetch, "/submit")).body.notify_email).toBe("minji@");
  });

  it("goes with a change as a new address; left empty, the change keeps the one it has", async () => {
    const { fetch } = renderInvitePage(view, [], json(200, saved("Alex")));
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Alex 응답 수정" }));
    const field = form().getByLabelText(LABEL);
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("비워 두면 지금 주소를 그대로 둡니다.");
    await user.type(form().getByLabelText("비밀번호"), "1234");
    await user.click(form().getByRole("button", { name: "응답 수정하기" }));
    const kept = await callTo(fetch, "/modify");
    expect(kept.body).not.toHaveProperty("notify_email");

    fetch.mockClear();
    await user.click(screen.getByRole("link", { name: "Alex 응답 수정" }));
    await user.type(form().getByLabelText("비밀번호"), "1234");
    await user.type(form().getByLabelText(LABEL), "alex@example.com");
    await user.click(form().getByRole("button", { name: "응답 수정하기" }));
    const changed = await callTo(fetch, "/modify");
    expect(changed.url.searchParams.get("name")).toBe("Alex");
    expect(changed.body).toMatchObject({ password: "1234", notify_email: "alex@example.com" });
  });
});
