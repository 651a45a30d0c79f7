import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NotifyState } from "#contract/notify";
import type { ResponsePublic } from "#contract/responses";
import { rememberChannels } from "../../../web/features/invitee/my-responses/channel-states";
import { setNotifyOn } from "../../../web/features/push/notify-memory";
import { json, refusedField } from "../../support/web/http";
import { callTo } from "../../support/web/invite-page";
import { renderMyResponses } from "../../support/web/my-responses";
import { publicResponse } from "../../support/web/responses";

/**
 * Mail as a channel in '내 응답' (decision 0025): the response's channels in a line, the address its
 * holder gave and what they can do with it (re-send its verification, replace it, remove it:
 * one tap with the key this browser keeps, else with the password), and under the offer policy
 * a plain warning for a waiting response that nothing can reach.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c88";
const KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";
const ADDRESS = "minji@example.com";

const NONE: NotifyState = { email: null, email_verified: false, push: false };
const PENDING: NotifyState = { email: ADDRESS, email_verified: false, push: false };
const VERIFIED: NotifyState = { email: ADDRESS, email_verified: true, push: false };

/** 김민지's response: each test its own, so the channels heard by one do not leak. */
let next = 10;
const response = (status: ResponsePublic["status"] = "waiting") =>
  publicResponse(next++, status, { name: "김민지" });

/** The reply to a change of `of`, carrying these channels. */
const changed = (of: ResponsePublic, notify: NotifyState) => ({
  message: "Response updated",
  response: of,
  waiting_position: null,
  promoted: [],
  offered: [],
  notify,
  revision: 5,
});

function stubFetch(reply: (url: URL, init: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    reply(new URL(String(input), "http://localhost"), init),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (row: HTMLElement) => within(row).getByTestId("channels").textContent;

/**
 * A new response of 김민지's whose channels were last heard as `heard`, in '내 응답' (with the
 * kept `key`, if any) and the server answering `reply`; its `button` tapped opens the mail form.
 */
async function openMailForm(
  heard: NotifyState,
  button: string,
  reply: (mine: ResponsePublic, init: RequestInit) => Response,
  key?: string,
) {
  const mine = response();
  rememberChannels(EVENT, mine.id, heard);
  const fetch = stubFetch((_url, init) => reply(mine, init));
  const { row } = renderMyResponses(mine, { eventId: EVENT, entryKey: key });
  const user = userEvent.setup();
  await user.click(within(row).getByRole("button", { name: button }));
  return { fetch, row, user, form: within(within(row).getByTestId("mail-form")) };
}

describe("'내 응답' says how the response will be told", () => {
  it("reads each state of the channels", () => {
    const states: [NotifyState, string][] = [
      [NONE, "알림 없음"],
      [PENDING, "알림: 이메일 (확인 대기 중 — 메일함의 확인 링크를 눌러 주세요)"],
      [VERIFIED, "알림: 이메일 (확인됨)"],
      [{ ...NONE, push: true }, "알림: 푸시"],
      [{ ...VERIFIED, push: true }, "알림: 이메일 (확인됨) · 푸시"],
      [
        { ...VERIFIED, email_refused: true },
        "알림: 이메일 (보낼 수 없는 주소 — 메일 서비스가 받지 않아요. 주소를 바꿔 주세요)",
      ],
    ];
    for (const [notify, text] of states) {
      const mine = response();
      rememberChannels(EVENT, mine.id, notify);
      const { row, unmount } = renderMyResponses(mine, { eventId: EVENT });
      expect(line(row)).toBe(text);
      // The address is its holder's: shown here, in their own panel, and nowhere else.
      expect(within(row).queryByTestId("notify-email")?.textContent ?? null).toBe(notify.email);
      unmount();
    }
  });

  it("says a held verification mail waits, and when it goes", () => {
    const mine = response();
    const until = "2030-03-05T00:00:00.000Z";
    rememberChannels(EVENT, mine.id, { ...PENDING, email_held_until: until });
    const { row } = renderMyResponses(mine, { eventId: EVENT });
    const when = new Date(until).toLocaleString("ko-KR", {
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    expect(line(row)).toBe(
      `알림: 이메일 (확인 메일 대기 — 이 주소로 보낼 확인 메일이 잠시 다 찼어요. ${when}에 보내드려요)`,
    );
  });

  it("counts push turned on in this browser before the server has said anything", () => {
    const mine = response();
    setNotifyOn(EVENT, mine.id, true);
    const { row } = renderMyResponses(mine, { eventId: EVENT });
    expect(line(row)).toBe("알림: 푸시");
  });

  it("asks the server with the kept key, and again when the page comes back into view", async () => {
    const mine = response();
    let notify = PENDING;
    const fetch = stubFetch(() => json(200, { response: mine, waiting_position: 1, notify }));
    const { row } = renderMyResponses(mine, { eventId: EVENT, entryKey: KEY });
    await waitFor(() => expect(line(row)).toMatch(/확인 대기 중/));
    const call = await callTo(fetch, "/my-response");
    expect(call.method).toBe("GET");
    expect(call.headers.get("X-Response-Key")).toBe(KEY);

    // Verified in the mail app meanwhile: the page, shown again, says so.
    notify = VERIFIED;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(line(row)).toBe("알림: 이메일 (확인됨)"));
    expect(within(row).queryByRole("button", { name: "확인 메일 다시 보내기" })).toBeNull();
  });
});

describe("the notification address in '내 응답'", () => {
  it("is added with the response's password when no key is kept", async () => {
    const { fetch, row, user, form } = await openMailForm(NONE, "이메일로 알림 받기", (mine) =>
      json(200, changed(mine, PENDING)),
    );
    const field = form.getByLabelText("알림 받을 이메일") as HTMLInputElement;
    expect(field.type).toBe("email");
    expect(field.getAttribute("autocomplete")).toBe("email");
    await user.type(field, ADDRESS);
    await user.type(form.getByLabelText("비밀번호"), "1234");
    await user.click(form.getByRole("button", { name: "확인 메일 보내기" }));

    const call = await callTo(fetch, "/modify");
    expect(call.method).toBe("PUT");
    expect(call.url.searchParams.get("name")).toBe("김민지");
    expect(call.body).toEqual({ password: "1234", notify_email: ADDRESS });
    await waitFor(() => expect(line(row)).toMatch(/확인 대기 중/));
    expect(within(row).getByRole("status").textContent).toBe("확인 메일을 보냈어요.");
  });

  it("re-sends its verification and removes it in one tap with the kept key", async () => {
    const mine = response();
    const fetch = stubFetch((_url, init) => {
      if (init.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { notify_email: string | null };
        return json(200, changed(mine, body.notify_email ? PENDING : NONE));
      }
      return json(200, { response: mine, waiting_position: 1, notify: PENDING });
    });
    const { row } = renderMyResponses(mine, { eventId: EVENT, entryKey: KEY });
    const user = userEvent.setup();
    await user.click(await within(row).findByRole("button", { name: "확인 메일 다시 보내기" }));
    await waitFor(() =>
      expect(within(row).getByRole("status").textContent).toBe("확인 메일을 다시 보냈어요."),
    );
    const puts = () =>
      fetch.mock.calls
        .filter(([, init]) => init?.method === "PUT")
        .map(([url, init]) => ({
          path: new URL(String(url), "http://localhost").pathname,
          key: new Headers(init?.headers).get("X-Response-Key"),
          body: JSON.parse(String(init?.body)),
        }));
    expect(puts()).toEqual([
      { path: `/api/v1/events/${EVENT}/my-response`, key: KEY, body: { notify_email: ADDRESS } },
    ]);

    await user.click(within(row).getByRole("button", { name: "이메일 지우기" }));
    await waitFor(() => expect(line(row)).toBe("알림 없음"));
    expect(puts()[1]).toEqual({
      path: `/api/v1/events/${EVENT}/my-response`,
      key: KEY,
      body: { notify_email: null },
    });
    expect(within(row).queryByTestId("notify-email")).toBeNull();
    expect(within(row).getByRole("button", { name: "이메일로 알림 받기" })).toBeTruthy();
  });

  it("is replaced with a new one, sent with the key and no password", async () => {
    const { fetch, row, user, form } = await openMailForm(
      VERIFIED,
      "주소 바꾸기",
      (mine, init) =>
        init.method === "PUT"
          ? json(200, changed(mine, { ...PENDING, email: "new@example.com" }))
          : json(200, { response: mine, waiting_position: 1, notify: VERIFIED }),
      KEY,
    );
    expect(form.queryByLabelText("비밀번호")).toBeNull();
    await user.type(form.getByLabelText("새 이메일"), "new@example.com");
    await user.click(form.getByRole("button", { name: "확인 메일 보내기" }));

    await waitFor(() =>
      expect(within(row).getByTestId("notify-email").textContent).toBe("new@example.com"),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ notify_email: "new@example.com" });
    expect(line(row)).toMatch(/확인 대기 중/);
  });

  it("without a key, asks the password to re-send or remove, and sends it with the change", async () => {
    const { fetch, row, user, form } = await openMailForm(PENDING, "이메일 지우기", (mine) =>
      json(200, changed(mine, NONE)),
    );
    expect(form.queryByLabelText(/이메일/)).toBeNull();
    await user.type(form.getByLabelText("비밀번호"), "1234");
    await user.click(form.getByRole("button", { name: "지우기" }));

    const call = await callTo(fetch, "/modify");
    expect(call.body).toEqual({ password: "1234", notify_email: null });
    await waitFor(() => expect(line(row)).toBe("알림 없음"));
  });

  it("marks the address in Korean when the server refuses it", async () => {
    const { row, user, form } = await openMailForm(NONE, "이메일로 알림 받기", () =>
      refusedField("notify_email", "notify_email must be an email address", "email_invalid"),
    );
    await user.type(form.getByLabelText("알림 받을 이메일"), "minji@");
    await user.type(form.getByLabelText("비밀번호"), "1234");
    await user.click(form.getByRole("button", { name: "확인 메일 보내기" }));

    expect((await form.findByTestId("mail-problem")).textContent).toBe(
      "이메일 주소를 확인해 주세요.",
    );
    expect(form.getByLabelText("알림 받을 이메일").getAttribute("aria-invalid")).toBe("true");
    expect(form.getByLabelText("비밀번호").hasAttribute("aria-invalid")).toBe(false);
    expect(line(row)).toBe("알림 없음");
  });

  it("offers nothing to change once responses are closed, and still says the channels", () => {
    const mine = response("attending");
    rememberChannels(EVENT, mine.id, VERIFIED);
    const { row } = renderMyResponses(mine, { eventId: EVENT, closed: true });
    expect(line(row)).toBe("알림: 이메일 (확인됨)");
    expect(within(row).queryByTestId("mail-control")).toBeNull();
  });
});

describe("under the offer policy, a waiting response nothing can reach", () => {
  const WARNING =
    "알림을 받을 방법이 없으면 자리가 나도 알려드릴 수 없어요. 제안은 6시간 뒤 만료돼요.";
  const warning = (row: HTMLElement) =>
    within(row).queryByTestId("no-channel-warning")?.textContent ?? null;

  it("is told plainly, with the offer's hours, beside its place", () => {
    const mine = response();
    rememberChannels(EVENT, mine.id, NONE);
    const { row } = renderMyResponses(mine, {
      eventId: EVENT,
      offers: true,
      offerHours: 6,
      position: 2,
      peopleAhead: 1,
    });
    expect(warning(row)).toBe(WARNING);
    // Beside the waiting place, before the buttons.
    const place = within(row).getByTestId("queue-position");
    expect(
      place.compareDocumentPosition(within(row).getByTestId("no-channel-warning")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("is told while its address still awaits verification, which nothing is mailed before", () => {
    const mine = response();
    rememberChannels(EVENT, mine.id, PENDING);
    const { row } = renderMyResponses(mine, { eventId: EVENT, offers: true, offerHours: 6 });
    expect(warning(row)).toBe(WARNING);
  });

  it("is not warned with a verified address or push, nor without the offer policy, nor once seated", () => {
    const cases: [NotifyState, { offers: boolean }, ResponsePublic["status"]][] = [
      [VERIFIED, { offers: true }, "waiting"],
      [{ ...NONE, push: true }, { offers: true }, "waiting"],
      [NONE, { offers: false }, "waiting"],
      [NONE, { offers: true }, "attending"],
    ];
    for (const [notify, { offers }, status] of cases) {
      const mine = response(status);
      rememberChannels(EVENT, mine.id, notify);
      const { row, unmount } = renderMyResponses(mine, { eventId: EVENT, offers, offerHours: 6 });
      expect(warning(row)).toBeNull();
      unmount();
    }
  });

  it("is not warned once push is on in this browser", () => {
    const mine = response();
    rememberChannels(EVENT, mine.id, NONE);
    setNotifyOn(EVENT, mine.id, true);
    const { row } = renderMyResponses(mine, { eventId: EVENT, offers: true, offerHours: 6 });
    expect(warning(row)).toBeNull();
  });
});

describe("the channels a browser is offered", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "userAgent");
    Reflect.deleteProperty(navigator, "maxTouchPoints");
  });

  it("without the Push API (an in-app browser), mail and no push", () => {
    const mine = response();
    rememberChannels(EVENT, mine.id, NONE);
    const { row } = renderMyResponses(mine, { eventId: EVENT });
    expect(within(row).getByRole("button", { name: "이메일로 알림 받기" })).toBeTruthy();
    expect(within(row).queryByTestId("notify-button")).toBeNull();
  });

  it("iPhone Safari outside the home screen: the steps for push, and mail as the other way", () => {
    Object.defineProperty(navigator, "userAgent", {
      configurable: true,
      value:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    });
    const mine = response();
    rememberChannels(EVENT, mine.id, NONE);
    const { row, container } = renderMyResponses(mine, { eventId: EVENT });
    expect(within(container).getByTestId("home-screen-hint").textContent).toContain(
      "이메일로 받을 수도 있어요.",
    );
    expect(within(row).getByRole("button", { name: "이메일로 알림 받기" })).toBeTruthy();
  });
});
