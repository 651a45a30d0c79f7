import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, type vi } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { readMyResponses } from "../../../web/features/invitee/my-responses/read";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { publicResponse } from "../../support/web/responses";

/**
 * A seat offer answered from the browser that made the response (decision 0025): with the key of
 * the response's personal link kept here (decision 0018), '참석 확정' and '참석 안 함' are one tap
 * each, through PUT /events/{id}/my-response, never the password form; '내 응답' says the key is
 * kept on this device and forgets it on request.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c44";
const KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";
const attending = publicResponse(1, "attending", { name: "민지" });
const offered = publicResponse(2, "offered", {
  name: "하늘",
  offer_expires_at: "2026-11-27T06:00:00.000Z",
});
const view = publicViewOf([attending, offered], {
  id: EVENT,
  max_participants: 2,
  promotion: "offer",
  revision: 4,
});
const entry = { id: offered.id, name: "하늘", status: "offered" as const, revision: 4 };

/** The reply to a change of 하늘's response to `status`. */
const changedTo = (status: ResponsePublic["status"], next: string[] = []) => ({
  message: "Response updated",
  response: { ...offered, status, offer_expires_at: null },
  waiting_position: null,
  promoted: [],
  offered: next,
  notify: { email: null, email_verified: false, push: false },
  revision: 5,
});

withQuietSockets();

const card = () => screen.findByTestId("offer-card");
/** The calls that could change something: all but reads (the panel reads the channels). */
const changes = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
/** The toasts shown (they outlive a test: the latest is last). */
const toasts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

describe("a seat offer from the browser that made the response", () => {
  it("accepts in one tap with the kept key: no password, the key in its header", async () => {
    const { fetch, cached } = renderInvitePage(
      view,
      [{ ...entry, key: KEY }],
      changedTo("attending"),
    );
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole("button", { name: "참석 확정" }));

    const call = await callTo(fetch, "/my-response", "PUT");
    expect(call.url.pathname).toBe(`/api/v1/events/${EVENT}/my-response`);
    expect(call.headers.get("X-Response-Key")).toBe(KEY);
    expect(call.body).toEqual({ status: "attending" });
    await waitFor(() => expect(screen.queryByTestId("offer-card")).toBeNull());
    expect(
      within(screen.getByTestId("my-response")).getByText("참석이 확정되었습니다."),
    ).toBeTruthy();
    expect(toasts()).toContain("응답이 수정되었습니다. (참석)");
    // The form never opened for it, and nothing was sent with a password.
    expect(screen.getByTestId("response-form").dataset.mode).toBe("new");
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/modify"))).toBe(false);
    expect(cached()?.offered_count).toBe(0);
    expect(readMyResponses(EVENT)).toEqual([
      { ...entry, status: "attending", revision: 5, key: KEY },
    ]);
  });

  it("declines in one tap too, and says who is offered the seat next", async () => {
    const { fetch } = renderInvitePage(
      view,
      [{ ...entry, key: KEY }],
      changedTo("not_attending", ["서준"]),
    );
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole("button", { name: "참석 안 함" }));
    expect((await callTo(fetch, "/my-response", "PUT")).body).toEqual({ status: "not_attending" });
    await waitFor(() =>
      expect(toasts()).toContain("응답이 수정되었습니다. (불참) 서준님에게 자리를 제안했어요."),
    );
    expect(screen.queryByTestId("offer-card")).toBeNull();
  });

  it("forgets a key the room no longer knows, and asks for the password instead", async () => {
    const { fetch } = renderInvitePage(view, [{ ...entry, key: KEY }], (url) =>
      url.pathname.endsWith("/my-response")
        ? json(404, {
            detail: "This personal link no longer opens a response",
            code: "response_link_invalid",
          })
        : json(200, changedTo("attending")),
    );
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole("button", { name: "참석 확정" }));
    await callTo(fetch, "/my-response", "PUT");

    const form = screen.getByTestId("response-form");
    await waitFor(() => expect(form.dataset.mode).toBe("edit"));
    expect((within(form).getByRole("radio", { name: "참석" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(form).getByLabelText("비밀번호")).toBeTruthy();
    expect(toasts().at(-1)).toMatch(/^이 응답 링크는 더 이상 열리지 않습니다/);
    expect(readMyResponses(EVENT)).toEqual([entry]);
    expect(screen.queryByTestId("kept-key")).toBeNull();
  });

  it("says the key is kept on this device, and forgets it on request", async () => {
    const { fetch } = renderInvitePage(view, [{ ...entry, key: KEY }], changedTo("attending"));
    const user = userEvent.setup();
    const note = await screen.findByTestId("kept-key");
    expect(note.textContent).toContain("함께 쓰는 기기라면 누구나 바꿀 수 있어요.");
    await user.click(within(note).getByRole("button", { name: "이 기기에서 지우기" }));

    expect(screen.queryByTestId("kept-key")).toBeNull();
    expect(readMyResponses(EVENT)).toEqual([entry]);
    // Without it, the offer's answer asks for the password, as on any other browser.
    await user.click(within(await card()).getByRole("button", { name: "참석 확정" }));
    expect(screen.getByTestId("response-form").dataset.mode).toBe("edit");
    expect(changes(fetch)).toEqual([]);
  });

  it("shows the kept link at once, without asking for the password", async () => {
    const { fetch } = renderInvitePage(view, [{ ...entry, key: KEY }], changedTo("attending"));
    const user = userEvent.setup();
    const row = await screen.findByTestId("my-response");
    await user.click(within(row).getByRole("button", { name: "내 응답 링크" }));
    expect(
      (within(row).getByRole("textbox", { name: "내 응답 링크" }) as HTMLInputElement).value,
    ).toBe(`${location.origin}/events/${EVENT}/public#key=${KEY}`);
    expect(within(row).queryByLabelText("비밀번호")).toBeNull();
    expect(changes(fetch)).toEqual([]);
  });
});
