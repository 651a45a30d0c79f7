import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsPage } from "../../../web/features/users/components/settings-page";
import { setToken } from "../../../web/lib/auth-token";
import { ORGANISER } from "../../support/web/account";
import { fakeApi, json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * My profile's '새 모임의 알림 기본값': how often the account hears of the events it runs and has
 * not chosen for one by one, kept on the account (PATCH /users/me).
 */

function renderSettings(me = ORGANISER, patch = (body: object) => json(200, { ...me, ...body })) {
  setToken("token-of-the-account");
  const api = fakeApi(({ method, path, body }) => {
    if (path === "/api/v1/users/me" && method === "GET") return json(200, me);
    if (path === "/api/v1/users/me" && method === "PATCH") return patch(body as object);
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={["/settings"]}>
        <Routes>
          <Route path="/settings" element={<SettingsPage />} />
        </Routes>
      </MemoryRouter>
      <ToastDescriptions />
    </QueryClientProvider>,
  );
  return api;
}

const defaults = async (name = "새 모임의 알림 기본값") =>
  within(await screen.findByRole("radiogroup", { name }));

afterEach(() => vi.unstubAllGlobals());

describe("the account's default for host notices", () => {
  it("shows the account's default among the three, and that mail goes to its address", async () => {
    renderSettings({ ...ORGANISER, host_notifications: "daily" });
    const group = await defaults();
    expect((group.getByRole("radio", { name: "하루 한 번" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByTestId("host-notices-mail").textContent).toBe(
      "알림은 organiser@example.com(으)로 메일로도 가요",
    );
  });

  it("keeps a new default on the account", async () => {
    const api = renderSettings();
    const group = await defaults();
    await userEvent.setup().click(group.getByRole("radio", { name: "받지 않음" }));
    await waitFor(() =>
      expect(api.sent("PATCH", "/api/v1/users/me")).toEqual([{ host_notifications: "off" }]),
    );
    expect(await screen.findByText("알림 설정을 바꿨어요")).toBeTruthy();
    expect((group.getByRole("radio", { name: "받지 않음" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByTestId("host-notices-mail")).toBeNull();
  });

  it("puts the default back when the change is refused", async () => {
    renderSettings(ORGANISER, () => json(500, { detail: "Internal Server Error" }));
    const group = await defaults();
    await userEvent.setup().click(group.getByRole("radio", { name: "하루 한 번" }));
    expect(await screen.findByText("Internal Server Error")).toBeTruthy();
    expect((group.getByRole("radio", { name: "응답마다" }) as HTMLInputElement).checked).toBe(true);
  });

  it("reads in English for a reader of English", async () => {
    readIn("en");
    renderSettings();
    const group = await defaults("Default notices for new events");
    expect((group.getByRole("radio", { name: "Each answer" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
