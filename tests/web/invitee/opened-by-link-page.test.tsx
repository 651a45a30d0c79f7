import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { publicResponse } from "../../support/web/responses";

/**
 * The invite page opened by a personal link ('내 응답 링크', decision 0018) on a device that never
 * answered: it reads as opened by the link (no name-and-password words over a form without a
 * password), shows '내 응답' at once, and keeps nothing of the link on the device (decision 0018).
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c66";
const KEY = "Linked_key-0123456789abcdefghijklmnopqrstuv";
const jiwoo = publicResponse(1, "attending", { name: "지우" });
const view = publicViewOf([publicResponse(2, "attending", { name: "민지" }), jiwoo], {
  id: EVENT,
});

withQuietSockets();
beforeEach(() => history.replaceState(null, "", `/events/${EVENT}/public#key=${KEY}`));
afterEach(() => {
  history.replaceState(null, "", "/");
  localStorage.clear();
});

/** The page opened by 지우's link: the room opens her response for the key. */
function openByLink() {
  return renderInvitePage(view, [], (url) =>
    url.pathname.endsWith("/my-response")
      ? json(200, {
          response: jiwoo,
          waiting_position: null,
          notify: { email: null, email_verified: false, push: false },
        })
      : json(404, { detail: "Not found" }),
  );
}

describe("a page opened by a personal link", () => {
  it("says the link stands in for the password, in the password's place", async () => {
    openByLink();
    const form = screen.getByTestId("response-form");
    // Opened for a change once the room has found the response (the name filled in then).
    expect((await within(form).findByTestId("opened-by-link")).textContent).toBe(
      "비밀번호 없이 이 응답을 바꿀 수 있어요.",
    );
    expect(form.dataset.mode).toBe("edit");
    // No words asking for the password the form does not show.
    expect(within(form).queryByText(/이름과 비밀번호/)).toBeNull();
    expect(within(form).queryByLabelText("비밀번호")).toBeNull();

    const user = userEvent.setup();
    await user.click(within(form).getByRole("link", { name: "응답 취소" }));
    expect(form.dataset.mode).toBe("delete");
    expect(within(form).getByTestId("opened-by-link").textContent).toBe(
      "비밀번호 없이 이 응답을 취소할 수 있어요.",
    );
    expect(within(form).queryByText(/이름과 비밀번호/)).toBeNull();

    // Another name is not the link's: the password is asked for again, and said so.
    await user.click(within(form).getByRole("link", { name: "새로 신청" }));
    await user.click(within(form).getByRole("link", { name: "응답 취소" }));
    await user.clear(within(form).getByLabelText("이름"));
    await user.type(within(form).getByLabelText("이름"), "민지");
    expect(within(form).queryByTestId("opened-by-link")).toBeNull();
    expect(within(form).getByText(/이름과 비밀번호를 입력하면/)).toBeTruthy();
    expect(within(form).getByLabelText("비밀번호")).toBeTruthy();
  });

  it("shows '내 응답' at once, with the link it was opened by, and keeps nothing here", async () => {
    openByLink();
    const panel = await screen.findByTestId("my-responses");
    const mine = within(panel).getByTestId("my-response");
    expect(within(mine).getByText("지우")).toBeTruthy();
    expect(within(mine).getByText("참석이 확정되었습니다.")).toBeTruthy();
    // Marked as the reader's in the list too (which takes new props as a deferred update).
    await waitFor(() => {
      const row = screen
        .getAllByTestId("participant")
        .find((candidate) => within(candidate).queryByText("지우"));
      expect(row && within(row).getByText("나")).toBeTruthy();
    });
    // The key lives in this tab only: no line says it is kept on this device.
    expect(within(mine).queryByTestId("kept-key")).toBeNull();

    const user = userEvent.setup();
    await user.click(within(mine).getByRole("button", { name: "내 응답 링크" }));
    const box = within(mine).getByTestId("my-response-link");
    expect(
      (within(box).getByRole("textbox", { name: "내 응답 링크" }) as HTMLInputElement).value,
    ).toBe(`${location.origin}/events/${EVENT}/public#key=${KEY}`);
    expect(JSON.stringify({ ...localStorage })).not.toContain(KEY);
    expect(JSON.stringify({ ...localStorage })).not.toContain(jiwoo.id);
  });
});

describe("the personal link's box in '내 응답'", () => {
  it("closes, handing focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    openByLink();
    const mine = within(await screen.findByTestId("my-responses")).getByTestId("my-response");
    await user.click(within(mine).getByRole("button", { name: "내 응답 링크" }));
    await user.click(
      within(within(mine).getByTestId("my-response-link")).getByRole("button", { name: "닫기" }),
    );
    expect(within(mine).queryByTestId("my-response-link")).toBeNull();
    expect(document.activeElement).toBe(within(mine).getByRole("button", { name: "내 응답 링크" }));
  });

  it("closes while it asks for the password, forgetting what was typed", async () => {
    const user = userEvent.setup();
    // This browser's own response, without a kept key: the box asks for the password.
    history.replaceState(null, "", `/events/${EVENT}/public`);
    renderInvitePage(
      view,
      [{ id: jiwoo.id, name: "지우", status: "attending", revision: 4 }],
      (url) => json(404, { detail: `no ${url.pathname}` }),
    );
    const mine = within(await screen.findByTestId("my-responses")).getByTestId("my-response");
    await user.click(within(mine).getByRole("button", { name: "내 응답 링크" }));
    const box = within(mine).getByTestId("my-response-link");
    await user.type(within(box).getByLabelText("비밀번호"), "pass1");
    await user.click(within(box).getByRole("button", { name: "닫기" }));
    expect(within(mine).queryByTestId("my-response-link")).toBeNull();
    await user.click(within(mine).getByRole("button", { name: "내 응답 링크" }));
    expect(
      (
        within(within(mine).getByTestId("my-response-link")).getByLabelText(
          "비밀번호",
        ) as HTMLInputElement
      ).value,
    ).toBe("");
  });
});
