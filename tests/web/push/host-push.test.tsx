import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HOST_NOTICE_MODES as CONTRACT_MODES } from "#contract/host-notices";
import { keyBytes } from "../../../web/features/push/browser-subscription";
import { AccountPushControl } from "../../../web/features/push/hosts/account-push-control";
import { HOST_NOTICE_MODES } from "../../../web/features/push/hosts/host-notice-modes";
import {
  ENDPOINT,
  fakeSubscription,
  IPHONE_SAFARI,
  installPush,
  KEY,
  setUserAgent,
  withoutPushAfterEach,
} from "../../support/web/browser-push";
import { fakeApi, json } from "../../support/web/http";
import { readIn } from "../../support/web/language";

/**
 * '이 브라우저로 알림 받기': a host's account hears of its events in this browser, subscribed
 * with the server's key and handed to /users/me/push, apart from any invitee's subscription.
 */

const ACCOUNT_PUSH = "/api/v1/users/me/push";

/** The Worker: the key, and the account's browsers (`held` at first); `put` answers a new one. */
function installServer(
  held: string[] = [],
  put: () => Response = () => json(200, { message: "ok" }),
) {
  localStorage.setItem("access_token", "token");
  return fakeApi(({ method, path }) => {
    if (path === "/api/v1/push/vapid-public-key") return json(200, { key: KEY });
    if (path === ACCOUNT_PUSH && method === "GET") return json(200, { endpoints: held });
    if (path === ACCOUNT_PUSH && method === "PUT") return put();
    if (path === ACCOUNT_PUSH && method === "DELETE") {
      return json(200, { message: "ok", removed: 1 });
    }
  });
}

function renderControl() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AccountPushControl />
    </QueryClientProvider>,
  );
}

const turnOnButton = (name = "이 브라우저로 알림 받기") => screen.findByRole("button", { name });

withoutPushAfterEach();

describe("which browsers a host may hear in", () => {
  it("a browser without the Push API is told so, with nothing to press", () => {
    renderControl();
    expect(screen.getByTestId("account-push-unavailable").textContent).toBe(
      "이 브라우저는 푸시 알림을 받을 수 없어요.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("iPhone Safari outside the home screen is told how to get there", () => {
    setUserAgent(IPHONE_SAFARI);
    renderControl();
    expect(screen.getByTestId("account-push-unavailable").textContent).toContain("홈 화면에 추가");
  });
});

describe("turning a host's notices on in this browser", () => {
  it("subscribes with the server's key and hands the subscription to the account", async () => {
    const browser = installPush();
    const server = installServer();
    renderControl();
    await userEvent.setup().click(await turnOnButton());
    expect(await screen.findByTestId("account-push-on")).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0][0];
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual([...keyBytes(KEY)]);
    expect(server.sent("PUT", ACCOUNT_PUSH)).toEqual([
      { subscription: fakeSubscription(ENDPOINT, KEY).toJSON() },
    ]);
    // The service worker hands a replaced subscription to the account from now on.
    await waitFor(() =>
      expect(browser.active.postMessage).toHaveBeenLastCalledWith({
        type: "push-account-followed",
      }),
    );
  });

  it("reads as on where this browser's endpoint is one of the account's", async () => {
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    installServer([ENDPOINT]);
    renderControl();
    expect(await screen.findByTestId("account-push-on")).toBeTruthy();
  });

  it("reads as off where the browser's subscription serves only an invitee's answers", async () => {
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    installServer(["https://push.example.test/send/another-browser"]);
    renderControl();
    expect(await turnOnButton()).toBeTruthy();
  });

  it("turning off lets the account go of the browser, keeping its subscription", async () => {
    const held = fakeSubscription(ENDPOINT, KEY);
    const browser = installPush({ existing: held });
    const server = installServer([ENDPOINT]);
    renderControl();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "이 브라우저로 알림 받기 끄기" }));
    expect(await turnOnButton()).toBeTruthy();
    expect(server.sent("DELETE", ACCOUNT_PUSH)).toEqual([{ endpoint: ENDPOINT }]);
    expect(held.unsubscribe).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(browser.active.postMessage).toHaveBeenLastCalledWith({
        type: "push-account-unfollowed",
      }),
    );
  });

  it("says how to allow notifications when the browser blocks them, and sends nothing", async () => {
    installPush({ permission: "denied" });
    const server = installServer();
    renderControl();
    await userEvent.setup().click(await turnOnButton());
    expect((await screen.findByTestId("account-push-problem")).textContent).toContain(
      "알림이 차단되어 있어요",
    );
    expect(server.sent("PUT", ACCOUNT_PUSH)).toEqual([]);
  });

  it("stays off and says why when the server refuses the subscription", async () => {
    installPush();
    installServer([], () =>
      json(422, { detail: [{ loc: ["body"], msg: "x", type: "x" }], code: "validation_failed" }),
    );
    renderControl();
    await userEvent.setup().click(await turnOnButton());
    expect(await screen.findByTestId("account-push-problem")).toBeTruthy();
    expect(screen.queryByTestId("account-push-on")).toBeNull();
    expect(await turnOnButton()).toBeTruthy();
  });

  it("reads in English for a reader of English", async () => {
    readIn("en");
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    installServer([ENDPOINT]);
    renderControl();
    await waitFor(() =>
      expect(screen.getByTestId("account-push-on").textContent).toContain("On in this browser"),
    );
    expect(screen.getByRole("button", { name: "Stop notices in this browser" })).toBeTruthy();
  });
});

describe("the modes a host chooses from", () => {
  it("are the contract's, in its order", () => {
    expect(HOST_NOTICE_MODES).toEqual(CONTRACT_MODES);
  });
});
