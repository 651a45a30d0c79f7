import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardPage } from "../../../../web/features/organiser/components/dashboard/dashboard-page";
import { savedEvent } from "../../../support/web/events";
import { fakeApi, json } from "../../../support/web/http";
import { readIn } from "../../../support/web/language";
import { NEXT, SERIES_ID, seriesSummary } from "../../../support/web/series";

afterEach(() => vi.unstubAllGlobals());

const ONE_OFF = savedEvent({
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c21",
  title: "송년회",
  event_date: "2099-12-20T10:00:00.000Z",
});
const OCCURRENCE = savedEvent({
  id: NEXT,
  series_id: SERIES_ID,
  title: "화요 러닝",
  event_date: "2099-01-06T10:30:00.000Z",
});

/**
 * The dashboard with the API as the Worker answers it: every event without `series`, one-off
 * events only with `series=none`, and the account's series.
 */
function renderDashboard(series = [seriesSummary()], oneOff = [ONE_OFF]) {
  localStorage.setItem("access_token", "token");
  const eventQueries: string[] = [];
  fakeApi((call) => {
    if (call.path === "/api/v1/users/me") {
      return json(200, { id: "u1", email: "minji@example.com", full_name: "민지" });
    }
    if (call.path === "/api/v1/polls") return json(200, { data: [], count: 0 });
    if (call.path === "/api/v1/series") return json(200, { data: series });
    return undefined;
  });
  const fetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://x");
      if (url.pathname === "/api/v1/events") {
        eventQueries.push(url.search);
        const events = url.searchParams.get("series") === "none" ? oneOff : [...oneOff, OCCURRENCE];
        return json(200, { data: events, count: events.length });
      }
      return fetch(input, init);
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
  return eventQueries;
}

describe("the dashboard's repeating events", () => {
  it("lists one-off events apart and each series once, with its rule, time, next date and who always comes", async () => {
    const eventQueries = renderDashboard();
    const section = await screen.findByTestId("dashboard-series");
    const card = await within(section).findByRole("listitem");
    expect(within(card).getByRole("link", { name: "화요 러닝" }).getAttribute("href")).toBe(
      `/series/${SERIES_ID}/manage`,
    );
    expect(card.textContent).toContain("매주 화요일 오후 7:30");
    expect(
      within(card).getByRole("link", { name: "다음: 1월 6일 (화) 오후 7:30" }).getAttribute("href"),
    ).toBe(`/events/${NEXT}/responses`);
    expect(card.textContent).toContain("매번 참석 2명");
    expect(eventQueries.every((query) => query.includes("series=none"))).toBe(true);
    expect(await screen.findAllByText("송년회")).not.toHaveLength(0);
    // The occurrence is the series' card alone, never a row of the events list too.
    expect(screen.getAllByText("화요 러닝")).toHaveLength(1);
  });

  it("marks an ended series and one with no date left", async () => {
    renderDashboard([
      seriesSummary({ ended_at: "2099-01-01T00:00:00.000Z", next_date: null, next_event_id: null }),
    ]);
    const card = await within(await screen.findByTestId("dashboard-series")).findByRole("listitem");
    expect(card.textContent).toContain("종료됨");
    expect(card.textContent).toContain("남은 날짜 없음");
    // No time of day without a next date: nothing is left to start at it.
    expect(card.textContent).toContain("매주 화요일");
    expect(card.textContent).not.toContain("오후 7:30");
  });

  it("keeps the first-event invitation for an account with nothing, not one with series alone", async () => {
    renderDashboard([seriesSummary()], []);
    const section = await screen.findByTestId("dashboard-series");
    expect(await within(section).findByRole("listitem")).toBeTruthy();
    expect(screen.queryByText("아직 만든 모임이 없습니다")).toBeNull();
  });

  it("invites a first event when the account has neither events nor series", async () => {
    renderDashboard([], []);
    expect(await screen.findByText("아직 만든 모임이 없습니다")).toBeTruthy();
  });

  it("says where series come from when there is none", async () => {
    renderDashboard([]);
    expect(await screen.findByText(/아직 반복 모임이 없어요/)).toBeTruthy();
  });

  it("reads in English", async () => {
    readIn("en");
    renderDashboard([seriesSummary({ recurrence: "FREQ=MONTHLY;BYDAY=2TU", standing_count: 1 })]);
    const section = await screen.findByTestId("dashboard-series");
    expect(within(section).getByRole("heading", { name: "Repeating events" })).toBeTruthy();
    const card = await within(section).findByRole("listitem");
    expect(card.textContent).toContain("Second Tuesday of every month at 7:30 PM");
    expect(card.textContent).toContain("Next: Tue, Jan 6, 7:30 PM");
    expect(card.textContent).toContain("1 attending every time");
  });
});
