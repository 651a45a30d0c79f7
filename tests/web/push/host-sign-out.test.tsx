import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppLayout } from "../../../web/app/signed-in/app-layout";
import { releaseThisBrowser } from "../../../web/features/push/hosts/release-browser";
import { getToken } from "../../../web/lib/auth-token";
import {
  ENDPOINT,
  fakeSubscription,
  installPush,
  KEY,
  withoutPushAfterEach,
} from "../../support/web/browser-push";
import { fakeApi, json } from "../../support/web/http";

/**
 * Signing out lets the account go of this browser: a host's notices name invitees, and the next
 * person at the browser must not be shown them. The sign-out itself does not wait for it.
 */

const ACCOUNT_PUSH = "/api/v1/users/me/push";
const ME = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "minji@example.com",
  full_name: "민지",
  is_active: true,
  is_superuser: false,
  language: "ko",
  host_notifications: "each",
  created_at: "2026-01-01T00:00:00.000Z",
};

function serve(
  push: () => Promise<Response> = async () => json(200, { message: "ok", removed: 1 }),
) {
  localStorage.setItem("access_token", "token");
  return fakeApi(({ method, path }) => {
    if (path === "/api/v1/users/me" && method === "GET") return json(200, ME);
    if (path === ACCOUNT_PUSH && method === "DELETE") return push() as unknown as Response;
  });
}

function renderFrame() {
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ index: true, element: <p>dashboard</p> }] },
      { path: "/login", element: <p>login</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

withoutPushAfterEach();

describe("signing out", () => {
  it("lets the account go of this browser with the account's token as it signs out", async () => {
    const held = fakeSubscription(ENDPOINT, KEY);
    const browser = installPush({ existing: held });
    const api = serve();
    renderFrame();
    await userEvent.setup().click((await screen.findAllByRole("button", { name: "Log Out" }))[0]);
    expect(await screen.findByText("login")).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === ACCOUNT_PUSH)).toHaveLength(1),
    );
    const released = api.calls.filter((call) => call.path === ACCOUNT_PUSH);
    expect(released).toEqual([
      {
        method: "DELETE",
        path: ACCOUNT_PUSH,
        body: { endpoint: ENDPOINT },
        authorization: "Bearer token",
      },
    ]);
    expect(getToken()).toBeNull();
    // The browser keeps its subscription: an invitee's answers in it may use it.
    expect(held.unsubscribe).not.toHaveBeenCalled();
    // And its service worker no longer renews it for the account.
    await waitFor(() =>
      expect(browser.active.postMessage).toHaveBeenCalledWith({ type: "push-account-unfollowed" }),
    );
  });

  it("asks nothing of the server where the browser holds no subscription", async () => {
    installPush();
    const api = serve();
    await releaseThisBrowser("token");
    expect(api.calls).toEqual([]);
  });

  it("signs out at once, the release going on behind", async () => {
    installPush({ existing: fakeSubscription(ENDPOINT, KEY) });
    const api = serve(() => new Promise<Response>(() => {}));
    renderFrame();
    await userEvent.setup().click((await screen.findAllByRole("button", { name: "Log Out" }))[0]);
    expect(await screen.findByText("login")).toBeTruthy();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(api.sent("DELETE", ACCOUNT_PUSH)).toEqual([{ endpoint: ENDPOINT }]));
  });

  it("signs out still where the browser has no Push API", async () => {
    vi.stubGlobal("PushManager", undefined);
    serve();
    renderFrame();
    await userEvent.setup().click((await screen.findAllByRole("button", { name: "Log Out" }))[0]);
    expect(await screen.findByText("login")).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});
