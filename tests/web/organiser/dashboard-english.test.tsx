import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import { DashboardPage } from "../../../web/features/organiser/components/dashboard/dashboard-page";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { readIn } from "../../support/web/language";
import { renderLiveCounts } from "../../support/web/organiser";
import { publicResponse } from "../../support/web/responses";

/** The organiser's dashboard read in English: every word of it, the counts' plurals too. */
const OWNED = savedEvent({
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c21",
  title: "Book club",
  location: "Library",
  event_date: "2030-04-20T02:00:00.000Z",
});
const HOSTED = savedEvent({
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c22",
  title: "Board games",
  role: "manager",
  event_date: "2030-05-20T02:00:00.000Z",
});

/**
 * The dashboard, signed in as `full_name`, with these events, no series, no date polls and no
 * public views to count.
 */
function renderDashboard(events: EventPublic[], full_name: string | null = "Minji") {
  localStorage.setItem("access_token", "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/users/me")) {
        return json(200, { id: "u1", email: "minji@example.com", full_name, is_superuser: false });
      }
      if (url.includes("/public")) return json(404, { detail: "Event not found" });
      if (url.includes("/polls")) return json(200, { data: [], count: 0 });
      if (url.includes("/series")) return json(200, { data: [] });
      return json(200, { data: events, count: events.length });
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the dashboard in English", () => {
  it("greets the organiser and heads the table of their events in English", async () => {
    readIn("en");
    renderDashboard([OWNED, HOSTED]);
    expect(await screen.findByText("Hello, Minji")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "My events" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "+ New event" })).toBeTruthy();
    const headers = (await screen.findAllByRole("columnheader")).map((cell) => cell.textContent);
    expect(headers).toEqual(["Title", "Location", "Date", "RSVP deadline", "Status", "Actions"]);
    const [, owned, hosted] = screen.getAllByRole("row");
    expect(within(hosted as HTMLElement).getByTestId("event-role").textContent).toBe("Co-host");
    expect(within(owned as HTMLElement).getByRole("link", { name: "Responses" })).toBeTruthy();
    expect(
      within(owned as HTMLElement).getByRole("button", { name: "More actions for Book club" }),
    ).toBeTruthy();
  });

  it("offers the account's notices of the events it runs, once it runs one", async () => {
    readIn("en");
    renderDashboard([OWNED]);
    const section = await screen.findByTestId("dashboard-notices");
    expect(
      within(section).getByRole("heading", { name: "Notices of the events you run" }),
    ).toBeTruthy();
    // Without the Push API (as here), it says so rather than offering a switch.
    expect(within(section).getByTestId("account-push-unavailable")).toBeTruthy();
  });

  it("offers no notices before there is an event", async () => {
    readIn("en");
    renderDashboard([]);
    await screen.findByText("No events yet");
    expect(screen.queryByTestId("dashboard-notices")).toBeNull();
  });

  it("greets someone without a name by their address, the name's place kept", async () => {
    readIn("en");
    renderDashboard([], null);
    await screen.findByText("No events yet");
    await vi.waitFor(() =>
      expect(screen.getByTestId("greeting").textContent).toBe("Hello, minji@example.com"),
    );
    expect(screen.getByTestId("greeting").querySelectorAll("wbr")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Create your first event" })).toBeTruthy();
  });

  it("greets in Korean as before", async () => {
    renderDashboard([]);
    await vi.waitFor(() =>
      expect(screen.getByTestId("greeting").textContent).toBe("안녕하세요, Minji님"),
    );
  });

  it("lists every action of an owner's event in the table's menu", async () => {
    readIn("en");
    renderDashboard([OWNED]);
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    const menu = [...row.querySelectorAll("a, button")].map((item) => item.textContent?.trim());
    expect(menu).toEqual([
      "Responses",
      "⋮",
      "Check-in",
      "Edit",
      "Copy link",
      "QR code",
      "Hosts",
      "Log",
      "Delete",
    ]);
  });

  it("labels a phone's cards in English and asks before deleting an event", async () => {
    readIn("en");
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderDashboard([OWNED]);
    const card = await screen.findByRole("listitem");
    expect(screen.getByRole("list", { name: "My events" })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Location", "Date", "RSVP deadline"]);
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete this event? This can't be undone.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Delete event" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });
});

describe("the live counts in English", () => {
  const view = (responses: Parameters<typeof publicViewOf>[0]): EventPublicView =>
    publicViewOf(responses, { ...OWNED, max_participants: 20, revision: 1 });

  it("say attending and waiting, and guests as one or many", () => {
    readIn("en");
    renderLiveCounts(
      view([
        publicResponse(1, "attending", { guests: 1 }),
        publicResponse(2, "waiting", { guests: 2 }),
      ]),
    );
    const counts = screen.getByTestId("live-counts");
    expect(counts.textContent).toContain("Attending 2/20");
    expect(screen.getByTestId("live-counts-guests").textContent).toBe("(incl. 1 guest)");
    expect(screen.getByTestId("live-counts-waiting-guests").textContent).toBe("(incl. 2 guests)");
    expect(counts.textContent).toContain("Waiting 3");
  });
});
