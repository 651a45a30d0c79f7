import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { readMyResponses } from "../../../web/features/invitee/my-responses/read";
import { json } from "../../support/web/http";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { KEPT_KEY, keptKeyPage } from "../../support/web/kept-key";

/**
 * '내 정보 삭제' in '내 응답': with the key this device keeps, it asks first, then erases the
 * response and everything kept about it (POST .../my-response/erase), and this device forgets it.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c78";
const KEY = KEPT_KEY;
const { view, kept } = keptKeyPage(EVENT);

withQuietSockets();
afterEach(() => localStorage.clear());

describe("'내 정보 삭제'", () => {
  it("asks first, erases with the kept key, and this device forgets the response", async () => {
    const answer = (url: URL) =>
      url.pathname.endsWith("/my-response/erase")
        ? json(200, { message: "ok", promoted: [], offered: [], revision: 2 })
        : json(200, view);
    const { fetch } = renderInvitePage(view, kept, answer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "내 정보 삭제: 지우" }));
    expect(screen.getByRole("alert").textContent).toContain("되돌릴 수 없어요");
    await user.click(screen.getByRole("button", { name: "그만두기" }));
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/erase"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "내 정보 삭제: 지우" }));
    await user.click(screen.getByRole("button", { name: "모두 지우기" }));
    const sent = await callTo(fetch, "/my-response/erase", "POST");
    expect(sent.headers.get("x-response-key")).toBe(KEY);
    await waitFor(() =>
      expect(readMyResponses(EVENT).map((entry) => entry.name)).toEqual(["민지"]),
    );
  });

  it("is offered only for a response whose key this device keeps", async () => {
    renderInvitePage(view, kept, () => json(200, view));
    await screen.findByRole("button", { name: "내 정보 삭제: 지우" });
    expect(screen.queryByRole("button", { name: "내 정보 삭제: 민지" })).toBeNull();
  });

  it("says why when the erasure is refused, and keeps the response", async () => {
    const answer = (url: URL) =>
      url.pathname.endsWith("/my-response/erase")
        ? json(404, { detail: "gone", code: "response_link_invalid" })
        : json(200, view);
    renderInvitePage(view, kept, answer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "내 정보 삭제: 지우" }));
    await user.click(screen.getByRole("button", { name: "모두 지우기" }));
    expect((await screen.findByTestId("form-problem")).textContent).not.toBe("");
    expect(readMyResponses(EVENT)).toHaveLength(2);
  });
});
