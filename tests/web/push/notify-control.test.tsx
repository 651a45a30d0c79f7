import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { keyBytes } from "../../../web/features/push/browser-subscription";
import { isNotifyOn, setNotifyOn } from "../../../web/features/push/notify-memory";
import {
  ENDPOINT,
  fakeSubscription,
  IPHONE_SAFARI,
  installPush,
  KEY,
  OTHER_KEY,
  setUserAgent,
  withoutPushAfterEach,
} from "../../support/web/browser-push";
import { json } from "../../support/web/http";
import { renderMyResponses } from "../../support/web/my-responses";
import { publicResponse, responseId } from "../../support/web/responses";
import { startServiceWorker } from "../../support/web/service-worker";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const RESPONSE = responseId(1);
const response = (status: ResponsePublic["status"]) =>
  publicResponse(1, status, { name: "김민지", created_at: "2026-05-01T10:00:00.000Z" });

/** '내 응답' with 김민지's response; waiting, she is second in the queue, behind one person. */
const renderPanel = (status: ResponsePublic["status"] = "waiting", closed = false) =>
  renderMyResponses(response(status), {
    eventId: EVENT,
    closed,
    position: status === "waiting" ? 2 : null,
    peopleAhead: status === "waiting" ? 1 : 0,
  });

/** The Worker's answers: the key, and the PUT/DELETE of /events/{id}/push. */
function installServer(
  put: () => Response = () => json(200, { message: "ok", response_id: RESPONSE }),
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/push/vapid-public-key")) return json(200, { key: KEY });
    if (url.endsWith(`/events/${EVENT}/push`) && init?.method === "PUT") return put();
    if (url.endsWith(`/events/${EVENT}/push`) && init?.method === "DELETE") {
      return json(200, { message: "ok", removed: 1 });
    }
    return json(404, { detail: "Not Found" });
  });
  vi.stubGlobal("fetch", fetch);
  const calls = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));
  return { fetch, calls };
}

withoutPushAfterEach();

describe("which browsers are offered notifications", () => {
  it("a browser without the Push API sees no button and no guidance", () => {
    renderPanel();
    expect(screen.getByTestId("my-response")).toBeTruthy();
    expect(screen.queryByTestId("notify-button")).toBeNull();
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
  });

  it("iPhone Safari outside the home screen is told how to add it instead", () => {
    setUserAgent(IPHONE_SAFARI);
    renderPanel();
    expect(screen.getByTestId("home-screen-hint").textContent).toContain("'홈 화면에 추가'");
    expect(screen.queryByTestId("notify-button")).toBeNull();
  });

  it("says it once per browser: a page opened again does not", () => {
    setUserAgent(IPHONE_SAFARI);
    const { unmount } = renderPanel();
    expect(screen.getByTestId("home-screen-hint")).toBeTruthy();
    unmount();
    renderPanel();
    expect(screen.getByTestId("my-response")).toBeTruthy();
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
  });

  it("iPadOS, which asks for pages as a Mac, is recognised by its touch screen", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
    setUserAgent(mac, 5);
    const { unmount } = renderPanel();
    expect(screen.getByTestId("home-screen-hint")).toBeTruthy();
    unmount();
    // A Mac without a touch screen and without push: nothing to suggest.
    setUserAgent(mac, 0);
    renderPanel();
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
  });

  it("an old iOS opened from the home screen (still no Push API) gets no guidance", () => {
    setUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15");
    Object.defineProperty(navigator, "standalone", { configurable: true, value: true });
    renderPanel();
    expect(screen.queryByTestId("home-screen-hint")).toBeNull();
  });

  it("a browser with push gets a button named for the response's status", () => {
    installPush();
    const { unmount } = renderPanel("waiting");
    expect(screen.getByTestId("notify-button").textContent).toContain("자리가 나면 알림 받기");
    unmount();
    renderPanel("attending");
    expect(screen.getByTestId("notify-button").textContent).toContain("변경 알림 받기");
  });

  it("after the deadline no new subscription is offered", () => {
    installPush();
    renderPanel("waiting", true);
    expect(screen.queryByTestId("notify-button")).toBeNull();
  });
});

describe("turning notifications on and off", () => {
  it("subscribes with the server's key, then sends the subscription with the name and password", async () => {
    const browser = installPush();
    const server = installServer();
    const user = userEvent.setup();
    renderPanel("waiting");

    await user.click(screen.getByTestId("notify-button"));
    const password = await screen.findByLabelText("비밀번호");
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual([...keyBytes(KEY)]);
    expect(server.calls("PUT")).toEqual([]);

    await user.type(password, "1234");
    await user.click(screen.getByRole("button", { name: "알림 켜기" }));

    await screen.findByText("알림 켜짐");
    const [put] = server.calls("PUT");
    expect(put?.url).toContain(`/events/${EVENT}/push`);
    expect(put?.body).toEqual({
      name: "김민지",
      password: "1234",
      subscription: {
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) },
      },
    });
    expect(isNotifyOn(EVENT, RESPONSE)).toBe(true);
    // The password is not kept anywhere this browser stores things.
    expect(JSON.stringify({ ...localStorage })).not.toContain("1234");
  });

  it("reuses a subscription made with the same key, and replaces one made with another", async () => {
    const same = fakeSubscription("https://push.example.test/send/same", KEY);
    let browser = installPush({ existing: same });
    installServer();
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    await screen.findByLabelText("비밀번호");
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();
    unmount();

    const stale = fakeSubscription("https://push.example.test/send/old", OTHER_KEY);
    browser = installPush({ existing: stale });
    renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    await screen.findByLabelText("비밀번호");
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it("a wrong password is refused in Korean and the form stays open", async () => {
    installPush();
    installServer(() => json(400, { detail: "Invalid credentials", code: "invalid_credentials" }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    await user.type(await screen.findByLabelText("비밀번호"), "9999");
    await user.click(screen.getByRole("button", { name: "알림 켜기" }));
    expect((await screen.findByRole("alert")).textContent).toBe("비밀번호가 올바르지 않습니다.");
    expect(screen.getByTestId("notify-password")).toBeTruthy();
    expect(isNotifyOn(EVENT, RESPONSE)).toBe(false);
  });

  it("blocked notifications are explained, and nothing is subscribed or sent", async () => {
    const browser = installPush({ permission: "denied" });
    const server = installServer();
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    const problem = await screen.findByTestId("notify-problem");
    expect(problem.textContent).toContain("알림이 차단되어 있어요");
    expect(problem.textContent).toContain("허용");
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.calls("PUT")).toEqual([]);
  });

  it("a server without push keys says so in Korean", async () => {
    installPush();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(503, { detail: "Push notifications are not configured", code: "push_unavailable" }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    expect((await screen.findByTestId("notify-problem")).textContent).toBe(
      "이 서버에서는 알림을 보낼 수 없습니다. 주최자에게 알려주세요.",
    );
    expect(screen.queryByLabelText("비밀번호")).toBeNull();
  });

  it("'알림 끄기' deletes this response's subscription by its endpoint", async () => {
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    const server = installServer();
    setNotifyOn(EVENT, RESPONSE, true);
    const user = userEvent.setup();
    renderPanel("attending");

    await user.click(await screen.findByRole("button", { name: "알림 끄기: 김민지" }));
    await screen.findByTestId("notify-button");
    expect(server.calls("DELETE")).toEqual([
      {
        url: expect.stringContaining(`/events/${EVENT}/push`),
        body: { endpoint: ENDPOINT, response_id: RESPONSE },
      },
    ]);
    expect(isNotifyOn(EVENT, RESPONSE)).toBe(false);
  });

  it("shows off again when the browser no longer holds a subscription", async () => {
    installPush({ existing: null });
    setNotifyOn(EVENT, RESPONSE, true);
    renderPanel();
    await screen.findByTestId("notify-button");
    expect(screen.queryByText("알림 켜짐")).toBeNull();
    await waitFor(() => expect(isNotifyOn(EVENT, RESPONSE)).toBe(false));
  });

  it("stays on while the browser still holds its subscription", async () => {
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    setNotifyOn(EVENT, RESPONSE, true);
    renderPanel();
    expect(await screen.findByText("알림 켜짐")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isNotifyOn(EVENT, RESPONSE)).toBe(true);
  });
});

describe("following renewed subscriptions (the service worker's pushsubscriptionchange)", () => {
  const followed = { type: "push-followed", event_id: EVENT };
  const unfollowed = { type: "push-unfollowed", event_id: EVENT };

  it("turning on tells the service worker to follow the event; opening again tells it again", async () => {
    const browser = installPush();
    installServer();
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    await user.type(await screen.findByLabelText("비밀번호"), "1234");
    expect(browser.active.postMessage).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "알림 켜기" }));
    await waitFor(() => expect(browser.active.postMessage).toHaveBeenCalledWith(followed));
    unmount();

    browser.active.postMessage.mockClear();
    renderPanel();
    await waitFor(() => expect(browser.active.postMessage).toHaveBeenCalledWith(followed));
  });

  it("'알림 끄기' on the event's last response here unfollows it, and not before", async () => {
    const browser = installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    installServer();
    const other = responseId(2);
    setNotifyOn(EVENT, other, true);
    setNotifyOn(EVENT, RESPONSE, true);
    const user = userEvent.setup();
    renderPanel("attending");
    await user.click(await screen.findByRole("button", { name: "알림 끄기: 김민지" }));
    await screen.findByTestId("notify-button");
    expect(browser.active.postMessage).not.toHaveBeenCalledWith(unfollowed);

    setNotifyOn(EVENT, other, false);
    setNotifyOn(EVENT, RESPONSE, true);
    await user.click(await screen.findByRole("button", { name: "알림 끄기: 김민지" }));
    await screen.findByTestId("notify-button");
    await waitFor(() => expect(browser.active.postMessage).toHaveBeenCalledWith(unfollowed));
  });

  it("with the real service worker: a renewal reaches the event turned on here, until it is off", async () => {
    const browser = installPush();
    installServer();
    const renewed = fakeSubscription("https://push.example.test/send/renewed", KEY);
    const worker = startServiceWorker({
      pushManager: browser.pushManager,
      fetch: async () => json(200, { message: "ok", renewed: 1 }),
    });
    const delivered: Promise<void>[] = [];
    browser.active.postMessage.mockImplementation((message) => {
      delivered.push(worker.message(message));
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByTestId("notify-button"));
    await user.type(await screen.findByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("button", { name: "알림 켜기" }));
    await waitFor(() => expect(delivered.length).toBeGreaterThan(0));
    await Promise.all(delivered);

    const old = await browser.pushManager.getSubscription();
    await worker.dispatch("pushsubscriptionchange", {
      oldSubscription: old,
      newSubscription: renewed,
    });
    expect(worker.renewals()).toEqual([
      {
        event: EVENT,
        body: { old_endpoint: ENDPOINT, subscription: renewed.toJSON() },
      },
    ]);

    await user.click(await screen.findByRole("button", { name: "알림 끄기: 김민지" }));
    await screen.findByTestId("notify-button");
    await waitFor(() =>
      expect(browser.active.postMessage).toHaveBeenCalledWith({
        type: "push-unfollowed",
        event_id: EVENT,
      }),
    );
    await Promise.all(delivered);
    await worker.dispatch("pushsubscriptionchange", {
      oldSubscription: renewed,
      newSubscription: fakeSubscription("https://push.example.test/send/later", KEY),
    });
    expect(worker.renewals()).toHaveLength(1);
  });
});
