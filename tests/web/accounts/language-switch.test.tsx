import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_COOKIE } from "#i18n/language";
import { Root } from "../../../web/app/root";
import { AppLayout } from "../../../web/app/signed-in/app-layout";
import { SettingsPage } from "../../../web/features/users/components/settings-page";
import { json } from "../../support/web/http";

/**
 * Signed in, the language is the account's: shown once the account is known, unless the reader
 * chose one with the switch on this browser; the switch, and the profile's choice, keep the new
 * one on the account and show the page in it at once.
 */

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let account: { language: "ko" | "en" };

const me = () => ({
  id: "11111111-1111-4111-8111-111111111111",
  email: "minji@example.com",
  full_name: "민지",
  is_active: true,
  is_superuser: false,
  language: account.language,
  created_at: "2026-01-01T00:00:00.000Z",
});

beforeEach(() => {
  calls = [];
  account = { language: "ko" };
  localStorage.setItem("access_token", "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const path = new URL(request.url, "http://x").pathname;
      const text = await request.text();
      const body = text ? JSON.parse(text) : null;
      calls.push({ method: request.method, path, body });
      if (request.method === "PATCH") account = { ...account, ...body };
      return json(200, me());
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the switch's choice between tests
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

function renderApp(at = "/") {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <p>dashboard</p> },
              { path: "/settings", element: <SettingsPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const patches = () => calls.filter((call) => call.method === "PATCH");

describe("the signed-in layout's language", () => {
  it("switched to English: kept on the account, the page in English at once", async () => {
    renderApp();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/v1/users/me")).toBe(true));
    expect(screen.getByRole("link", { name: "참석자 현황" })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("link", { name: "English" }));

    expect(await screen.findByRole("link", { name: "Participants" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() =>
      expect(patches()).toEqual([
        { method: "PATCH", path: "/api/v1/users/me", body: { language: "en" } },
      ]),
    );
  });

  it("shows the account's language when the reader did not choose one", async () => {
    account = { language: "en" };
    renderApp();
    expect(await screen.findByRole("link", { name: "Participants" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bugs & ideas" })).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it("keeps the reader's own choice over the account's", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switch's choice, as it keeps it
    document.cookie = `${LANGUAGE_COOKIE}=ko; Path=/`;
    account = { language: "en" };
    renderApp();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/v1/users/me")).toBe(true));
    // The account's answer has come and changed nothing.
    await screen.findByText("민지");
    expect(screen.getByRole("link", { name: "참석자 현황" })).toBeTruthy();
  });

  it("saves the profile's language choice to the account", async () => {
    renderApp("/settings");
    const english = await screen.findByRole("radio", { name: "English" });
    await userEvent.setup().click(english);
    expect(await screen.findByRole("heading", { name: "User Information" })).toBeTruthy();
    await waitFor(() =>
      expect(patches()).toEqual([
        { method: "PATCH", path: "/api/v1/users/me", body: { language: "en" } },
      ]),
    );
    expect((screen.getByRole("radio", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText("Language changed.")).toBeTruthy();
  });
});
