import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../support/web/http";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { KEPT_KEY, keptKeyPage } from "../../support/web/kept-key";

/**
 * '내 응답' on the device that keeps a response's key ('비밀번호 없이 답하도록 이 기기에 응답
 * 열쇠를 두었어요'): its 수정 and 취소 go with that key, as the personal link's would, and ask
 * for no password; a response whose key this device does not keep asks for it, as before.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c77";
const KEY = KEPT_KEY;
const { jiwoo, view, kept } = keptKeyPage(EVENT);

withQuietSockets();
afterEach(() => localStorage.clear());

const answer = (url: URL) =>
  url.pathname.endsWith("/my-response")
    ? json(200, { message: "ok", response: { ...jiwoo, status: "maybe" }, revision: 2 })
    : json(404, { detail: "Not found" });

describe("'내 응답' with the key kept on this device", () => {
  it("changes the response without a password, with the key", async () => {
    const { fetch } = renderInvitePage(view, kept, answer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "내 응답 수정: 지우" }));
    const form = screen.getByTestId("response-form");
    expect(form.dataset.mode).toBe("edit");
    expect(within(form).getByTestId("opened-by-link").textContent).toBe(
      "비밀번호 없이 이 응답을 바꿀 수 있어요.",
    );
    expect(within(form).queryByLabelText("비밀번호")).toBeNull();
    await user.click(within(form).getByRole("radio", { name: "미정" }));
    await user.click(within(form).getByRole("button", { name: "응답 수정하기" }));
    const sent = await callTo(fetch, "/my-response", "PUT");
    expect(sent.headers.get("x-response-key")).toBe(KEY);
  });

  it("cancels it without a password, with the key", async () => {
    const { fetch } = renderInvitePage(view, kept, answer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "내 응답 취소: 지우" }));
    const form = screen.getByTestId("response-form");
    expect(form.dataset.mode).toBe("delete");
    expect(within(form).queryByLabelText("비밀번호")).toBeNull();
    await user.click(within(form).getByRole("button", { name: "응답 취소하기" }));
    const sent = await callTo(fetch, "/my-response", "DELETE");
    expect(sent.headers.get("x-response-key")).toBe(KEY);
  });

  it("asks for the password of a response whose key this device does not keep", async () => {
    renderInvitePage(view, kept, answer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "내 응답 수정: 민지" }));
    const form = screen.getByTestId("response-form");
    expect(within(form).queryByTestId("opened-by-link")).toBeNull();
    expect(within(form).getByLabelText("비밀번호")).toBeTruthy();
  });
});
