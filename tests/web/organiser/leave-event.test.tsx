import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeaveEventDialog } from "../../../web/features/organiser/components/hosts/leave-event-dialog";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/** A host's '이 모임에서 나가기' (decision 0043): asked once more, then their own host row goes. */

const EVENT = { id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11", title: "송년회" };
const ME = "00000000-0000-4000-8000-0000000000b1";

afterEach(() => vi.unstubAllGlobals());

const me = {
  id: ME,
  email: "door@example.com",
  full_name: "문지기",
  is_active: true,
  is_superuser: false,
};

/** The dialog open on EVENT for ME, known already as the signed-in frame knows them. */
function renderLeave() {
  localStorage.setItem("access_token", "token");
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), "http://x").pathname;
      calls.push({ method: init.method ?? "GET", path });
      return json(200, path.endsWith("/users/me") ? me : { message: "Left the event" });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient();
  client.setQueryData(["users", "me"], me);
  render(
    <QueryClientProvider client={client}>
      <LeaveEventDialog event={EVENT} onClose={onClose} />
      <ToastDescriptions />
    </QueryClientProvider>,
  );
  return { calls, onClose };
}

describe("leaving an event", () => {
  it("asks first, naming the event and what leaving means", async () => {
    const { calls } = renderLeave();
    const dialog = await screen.findByRole("dialog", { name: "이 모임에서 나가기" });
    expect(dialog.textContent).toContain("송년회");
    expect(dialog.textContent).toContain("운영진에서 나가면 이 모임을 더 볼 수 없어요.");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("removes the host's own row once confirmed, and says so", async () => {
    const { calls, onClose } = renderLeave();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "나가기" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: `/api/v1/events/${EVENT.id}/hosts/${ME}` },
    ]);
    expect(screen.getAllByTestId("toast").map((toast) => toast.textContent)).toContain(
      "이 모임에서 나왔어요",
    );
  });
});

describe("leaving an event, in English", () => {
  it("asks in English", async () => {
    readIn("en");
    const { calls } = renderLeave();
    const dialog = await screen.findByRole("dialog", { name: "Leave this event" });
    expect(dialog.textContent).toContain(
      "Once you leave the hosts you can't see this event any more. To come back, the organiser has to add you again.",
    );
    expect(screen.getByRole("button", { name: "Leave" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });
});
