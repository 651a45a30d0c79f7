import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormSent } from "#contract/invite-form";
import { type ResponseRequest, responseCall } from "#contract/response-call";
import type { ResponsePublic } from "#contract/responses";
import { readMyResponses } from "../../../web/features/invitee/my-responses/read";
import { postedReply } from "../../../web/features/invitee/sending/posted-reply";
import { renderPage } from "../../../web/ssr/render-page";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { publicResponse } from "../../support/web/responses";

/**
 * '매번 참석' (decision 0069) on the invite page of a series' occurrence: the form's checkbox
 * sends `standing: true` with a sign-up, by the app and by the form posted without it alike; a
 * standing response's own controls in '내 응답' decline one occurrence ('이번엔 못 가요', the
 * standing response going on) or stop it ('매번 참석 그만하기', asked first).
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c69";
const SERIES = "9d7e1c2a-4b3f-4e5d-8a6b-0c1d2e3f4a5b";
const KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";
const minji = publicResponse(1, "attending", { name: "민지" });
const occurrence = publicViewOf([minji], { id: EVENT, series_id: SERIES, revision: 4 });
const oneOff = publicViewOf([minji], { id: EVENT, series_id: null, revision: 4 });
const LABEL = "매번 참석";

/**
 * The API as it answers 민지's response: GET my-response (what her kept key opens) and a change
 * through it, each carrying whether she stands.
 */
const api =
  (status: ResponsePublic["status"], standing: boolean, before = true) =>
  (url: URL, init: RequestInit) =>
    url.pathname.endsWith("/my-response") && (init.method ?? "GET") === "GET"
      ? json(200, {
          response: minji,
          waiting_position: null,
          notify: { email: null, email_verified: false, push: false },
          standing: before,
        })
      : json(200, saved(status, standing));

/** The room's reply to a sign-up or change of 민지's response, with her standing response. */
const saved = (status: ResponsePublic["status"], standing: boolean) => ({
  message: "Registered as attending.",
  response: { ...minji, status },
  waiting_position: null,
  promoted: [],
  offered: [],
  notify: { email: null, email_verified: false, push: false },
  revision: 5,
  standing,
});

withQuietSockets();
afterEach(() => localStorage.clear());

const form = () => within(screen.getByTestId("response-form"));

async function signUp(tick: boolean) {
  const user = userEvent.setup();
  await user.type(form().getByLabelText("이름"), "하늘");
  await user.type(form().getByLabelText("비밀번호"), "1234");
  if (tick) await user.click(await form().findByLabelText(LABEL));
  await user.click(form().getByRole("button", { name: "참석 신청하기" }));
}

describe("'매번 참석' on the invite form", () => {
  it("is offered on a series' occurrence only, with what it does, and not on a change", async () => {
    renderInvitePage(occurrence, [], {});
    const box = (await form().findByLabelText(LABEL)) as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(box.name).toBe("standing");
    expect(box.value).toBe("on");
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "다음 모임에도 같은 이름·비밀번호로 참석 응답해요. 못 가는 날만 알려 주세요.",
    );
    await userEvent.click(screen.getByRole("link", { name: "민지 응답 수정" }));
    await waitFor(() => expect(form().queryByLabelText(LABEL)).toBeNull());
  });

  it("is not offered on a one-off event", async () => {
    renderInvitePage(oneOff, [], {});
    await screen.findByTestId("response-form");
    expect(form().queryByTestId("standing-field")).toBeNull();
  });

  it("sends standing: true with a sign-up when ticked, and '내 응답' then shows its controls", async () => {
    const reply = (url: URL) =>
      url.pathname.endsWith("/my-link") ? json(500, {}) : json(201, saved("attending", true));
    const ticked = renderInvitePage(occurrence, [], reply);
    await signUp(true);
    expect((await callTo(ticked.fetch, "/submit")).body).toMatchObject({
      name: "하늘",
      status: "attending",
      standing: true,
    });
    // The reply says it stands: '내 응답' shows its controls, this browser keeps it.
    expect(await screen.findByTestId("standing-controls")).toBeTruthy();
    expect(readMyResponses(EVENT)[0]?.standing).toBe(true);
  });

  it("sends no standing when left unticked", async () => {
    const { fetch } = renderInvitePage(occurrence, [], (url) =>
      url.pathname.endsWith("/my-link") ? json(500, {}) : json(201, saved("attending", false)),
    );
    await signUp(false);
    expect((await callTo(fetch, "/submit")).body).not.toHaveProperty("standing");
  });

  it("is in the page the server renders, as a checkbox the plain form posts as standing=on", async () => {
    const html = (await renderPage(`https://moim.test/events/${EVENT}/public`, occurrence)) ?? "";
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="standing"[^>]*value="on"/);
    const plain = (await renderPage(`https://moim.test/events/${EVENT}/public`, oneOff)) ?? "";
    expect(plain).not.toContain('name="standing"');
  });

  it("goes with the form posted without the app as the API's standing: true", async () => {
    const sent: ResponseRequest[] = [];
    const send = vi.fn(async (request: ResponseRequest): Promise<FormSent> => {
      sent.push(request);
      return { outcome: { ok: true, action: "submit", reply: saved("attending", true) } };
    });
    const fields = new URLSearchParams({
      mode: "new",
      name: "하늘",
      password: "1234",
      status: "attending",
      guests: "0",
      standing: "on",
    });
    const reply = await postedReply(fields, { opened: () => ({ view: occurrence }), send });
    expect(reply.ok).toBe(true);
    const call = responseCall(sent[0] as Extract<ResponseRequest, { action: "submit" }>);
    expect(call.json).toMatchObject({ name: "하늘", standing: true });
    // Without the box ticked, or on a one-off event, nothing is asked.
    fields.delete("standing");
    await postedReply(fields, { opened: () => ({ view: occurrence }), send });
    fields.set("standing", "on");
    await postedReply(fields, { opened: () => ({ view: oneOff }), send });
    // Left out of the API's body (JSON drops an undefined field).
    for (const request of sent.slice(1)) {
      expect(request.action !== "delete" && request.change.standing).toBeUndefined();
    }
  });
});

describe("a standing response's own controls in '내 응답'", () => {
  const standing = { id: minji.id, name: "민지", status: "attending" as const, revision: 4 };

  it("are shown only for a response this browser knows to stand", async () => {
    renderInvitePage(occurrence, [{ ...standing, key: KEY }], api("attending", false, false));
    await screen.findByTestId("my-response");
    expect(screen.queryByTestId("standing-controls")).toBeNull();
  });

  it("are shown once the kept key's read says the response stands (made on another page)", async () => {
    // Read through the key where the snapshot lists nobody (use-own-responses.ts).
    const counted = publicViewOf([], { id: EVENT, series_id: SERIES, guest_list: "count" });
    renderInvitePage(counted, [{ ...standing, key: KEY }], api("attending", true));
    expect(await screen.findByTestId("standing-controls")).toBeTruthy();
    expect(readMyResponses(EVENT)[0]?.standing).toBe(true);
  });

  it("'이번엔 못 가요' declines this occurrence only, the standing response going on", async () => {
    const { fetch } = renderInvitePage(
      occurrence,
      [{ ...standing, key: KEY, standing: true }],
      api("not_attending", true),
    );
    const controls = within(await screen.findByTestId("standing-controls"));
    expect(controls.getByText("매번 참석 중")).toBeTruthy();
    await userEvent.click(controls.getByRole("button", { name: "이번엔 못 가요" }));
    const call = await callTo(fetch, "/my-response", "PUT");
    expect(call.headers.get("x-response-key")).toBe(KEY);
    expect(call.body).toEqual({ status: "not_attending" });
    await waitFor(() =>
      expect(screen.getByTestId("standing-controls").textContent).toContain(
        "이번 모임만 불참이에요.",
      ),
    );
    expect(readMyResponses(EVENT)[0]).toMatchObject({ status: "not_attending", standing: true });
  });

  it("'매번 참석 그만하기' asks first, then sends standing: false", async () => {
    const { fetch } = renderInvitePage(
      occurrence,
      [{ ...standing, key: KEY, standing: true }],
      api("attending", false),
    );
    const user = userEvent.setup();
    const controls = within(await screen.findByTestId("standing-controls"));
    await user.click(controls.getByRole("button", { name: "매번 참석 그만하기" }));
    expect(controls.getByRole("alert").textContent).toContain("그만할까요?");
    await user.click(controls.getByRole("button", { name: "계속하기" }));
    const changes = () =>
      fetch.mock.calls.filter(
        ([url, init]) => String(url).includes("/my-response") && init?.method === "PUT",
      );
    expect(changes()).toHaveLength(0);
    await user.click(controls.getByRole("button", { name: "매번 참석 그만하기" }));
    await user.click(controls.getByRole("button", { name: "그만하기" }));
    expect((await callTo(fetch, "/my-response", "PUT")).body).toEqual({ standing: false });
    await waitFor(() => expect(screen.queryByTestId("standing-controls")).toBeNull());
    expect(readMyResponses(EVENT)[0]?.standing).toBe(false);
  });

  it("'매번 참석하기' starts it from a response of an occurrence that does not stand", async () => {
    const { fetch } = renderInvitePage(
      occurrence,
      [{ ...standing, key: KEY, standing: false }],
      api("attending", true, false),
    );
    await userEvent.click(await screen.findByRole("button", { name: "매번 참석하기" }));
    expect((await callTo(fetch, "/my-response", "PUT")).body).toEqual({ standing: true });
    expect(await screen.findByTestId("standing-controls")).toBeTruthy();
    expect(readMyResponses(EVENT)[0]?.standing).toBe(true);
  });

  it("without a kept key, '이번엔 못 가요' opens the form for the password with 불참 chosen", async () => {
    const { fetch } = renderInvitePage(occurrence, [{ ...standing, standing: true }], {});
    const controls = within(await screen.findByTestId("standing-controls"));
    expect(controls.queryByRole("button", { name: "매번 참석 그만하기" })).toBeNull();
    await userEvent.click(controls.getByRole("button", { name: "이번엔 못 가요" }));
    await waitFor(() =>
      expect(screen.getByTestId("response-form").getAttribute("data-mode")).toBe("edit"),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
