import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SettingsPage } from "../../../web/features/users/components/settings-page";
import { setToken } from "../../../web/lib/auth-token";
import { ORGANISER } from "../../support/web/account";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * The settings' account data: the download of everything kept about the account, and the
 * deletion's dialog saying what goes with the account before it can be confirmed.
 */

const KEPT = { exported_at: "2026-11-29T00:00:00.000Z", profile: ORGANISER, events: [] };
const FILE_NAME = "moim-rsvp-export-2026-11-29.json";

type Call = { method: string; path: string; authorization: string | null };
let calls: Call[] = [];
let exportReply: () => Response;
/** What the download saved: the file's name and its text. */
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  calls = [];
  saved = [];
  exportReply = () =>
    json(200, KEPT, {
      "Content-Disposition": `attachment; filename="${FILE_NAME}"`,
      "Cache-Control": "no-store",
    });
  setToken("token-of-the-account");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const path = new URL(request.url, "http://x").pathname;
      const authorization = request.headers.get("Authorization");
      calls.push({ method: request.method, path, authorization });
      if (path === "/api/v1/users/me/export") return exportReply();
      if (path === "/api/v1/users/me" && request.method === "GET") return json(200, ORGANISER);
      return json(404, { detail: "Not Found" });
    }),
  );
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSettings(entry = "/settings") {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/settings" element={<SettingsPage />} />
        </Routes>
      </MemoryRouter>
      <ToastDescriptions />
    </QueryClientProvider>,
  );
}

describe("the account's data in the settings", () => {
  it("downloads everything kept, with the account's token, under the server's file name", async () => {
    renderSettings();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "내 데이터 내려받기" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toContainEqual({
      method: "GET",
      path: "/api/v1/users/me/export",
      authorization: "Bearer token-of-the-account",
    });
    expect(saved[0].name).toBe(FILE_NAME);
    expect(saved[0].blob.type).toBe("application/json");
    expect(JSON.parse(await saved[0].blob.text())).toEqual(KEPT);
  });

  it("says why when the download is refused, and saves nothing", async () => {
    exportReply = () => json(500, { detail: "Internal Server Error" });
    renderSettings();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "내 데이터 내려받기" }));
    expect(await screen.findByText("Internal Server Error")).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("reads in English for a reader of English", async () => {
    readIn("en");
    renderSettings();
    expect(await screen.findByRole("heading", { name: "Your data" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([FILE_NAME]));
  });
});

describe("the deletion's dialog", () => {
  const ERASED_KO = [
    "계정을 지우면 다음도 모두 지워져요.",
    "내 모임, 그리고 그 모임이 받은 모든 응답과 답변",
    "다른 사람의 모임에서 맡은 운영진 역할",
    "내가 보낸 운영진 초대와 내 주소로 온 초대",
    "알림을 받기로 한 응답자에게는 모임이 취소되었다고 알려요.",
  ];
  const ERASED_EN = [
    "Deleting your account also erases all of this:",
    "your events, with every response and answer they received",
    "your host roles on other people's events",
    "the host invitations you sent, and those sent to your address",
    "Invitees who asked to be notified are told their event was cancelled.",
  ];

  it("says what goes with the account before it can be confirmed, and deletes nothing yet", async () => {
    renderSettings("/settings?tab=danger-zone");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Confirmation Required" });
    for (const words of ERASED_KO) expect(within(dialog).getByText(words)).toBeTruthy();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
  });

  it("says it in English for a reader of English", async () => {
    readIn("en");
    renderSettings("/settings?tab=danger-zone");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Confirmation Required" });
    for (const words of ERASED_EN) expect(within(dialog).getByText(words)).toBeTruthy();
  });
});
