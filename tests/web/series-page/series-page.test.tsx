import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INVITE_FORM_ID } from "#contract/invite-form";
import type { SeriesPublicView } from "#contract/series";
import { Component as SeriesRoute } from "../../../web/app/routes/series-public";
import { seriesKeys } from "../../../web/features/invitee/series/series-query";
import { eventKeys } from "../../../web/lib/event-keys";
import { renderSeriesPage as renderServed } from "../../../web/ssr/render-page";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { withQuietSockets } from "../../support/web/invite-page";

/**
 * The group's link, /series/{id} (decision 0069): the next occurrence's invite page, whole, with
 * '다음 일정' after it, each date linking to its own invite page; the form posted without the
 * app goes to the occurrence's own page; with no occurrence left, only that the series ended.
 */

const SERIES = "9d7e1c2a-4b3f-4e5d-8a6b-0c1d2e3f4a5b";
const NEXT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c01";
const THEN = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c02";
const LATER = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c03";
const running: SeriesPublicView = {
  id: SERIES,
  title: "수요 러닝",
  recurrence: "FREQ=WEEKLY;BYDAY=WE",
  time_zone: "Asia/Seoul",
  next_event_id: NEXT,
  dates: [
    { event_id: NEXT, event_date: "2026-12-02T10:30:00.000Z" },
    { event_id: THEN, event_date: "2026-12-09T10:30:00.000Z" },
    { event_id: LATER, event_date: "2026-12-16T10:30:00.000Z" },
  ],
  ended: false,
};
const ended: SeriesPublicView = { ...running, next_event_id: null, dates: [], ended: true };
const occurrence = publicViewOf([], {
  id: NEXT,
  series_id: SERIES,
  title: "수요 러닝",
  event_date: "2026-12-02T10:30:00.000Z",
});

withQuietSockets();
afterEach(() => localStorage.clear());

/** The series page as the app renders it, from the views the Worker inlines. */
function renderSeriesPage(series: SeriesPublicView | null) {
  const fetch = vi.fn(async () => json(404, { detail: "Series not found", code: "not_found" }));
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (series) client.setQueryData(seriesKeys.publicView(SERIES), series);
  client.setQueryData(eventKeys.publicView(NEXT), occurrence);
  const router = createMemoryRouter([{ path: "/series/:seriesId", Component: SeriesRoute }], {
    initialEntries: [`/series/${SERIES}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe("a series' page", () => {
  it("shows the next occurrence's invite page and its form, with '매번 참석'", async () => {
    renderSeriesPage(running);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("수요 러닝");
    const form = await screen.findByTestId("response-form");
    expect(await within(form).findByLabelText("매번 참석")).toBeTruthy();
    // Posted without the app, to the occurrence's own page, which answers it.
    expect(form.getAttribute("action")).toBe(`/events/${NEXT}/public#${INVITE_FORM_ID}`);
  });

  it("lists the dates after it, each linking to its own invite page", async () => {
    renderSeriesPage(running);
    const dates = within(await screen.findByTestId("series-dates"));
    expect(dates.getByRole("heading").textContent).toBe("다음 일정");
    const links = dates.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/events/${THEN}/public`,
      `/events/${LATER}/public`,
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      "12월 9일 (수) 오후 7:30",
      "12월 16일 (수) 오후 7:30",
    ]);
  });

  it("says the series has ended when no occurrence is left, with no form and no date", async () => {
    renderSeriesPage(ended);
    const page = await screen.findByTestId("series-ended");
    expect(page.textContent).toContain("수요 러닝");
    expect(page.textContent).toContain("이 반복 모임은 끝났어요.");
    expect(screen.queryByTestId("response-form")).toBeNull();
    expect(screen.queryByTestId("series-dates")).toBeNull();
  });

  it("is the not-found page for a series that is not there", async () => {
    renderSeriesPage(null);
    expect((await screen.findByTestId("not-found-code")).textContent).toBe("404");
  });

  it("is rendered by the server as the app renders it", async () => {
    const url = `https://moim.test/series/${SERIES}`;
    const html = (await renderServed(url, running, occurrence)) ?? "";
    expect(html).toContain('name="standing"');
    expect(html).toContain("다음 일정");
    expect(html).toContain(`href="/events/${THEN}/public"`);
    expect(html).toContain(`action="/events/${NEXT}/public#${INVITE_FORM_ID}"`);
    const over = (await renderServed(url, ended, undefined)) ?? "";
    expect(over).toContain("이 반복 모임은 끝났어요.");
    expect(over).not.toContain(INVITE_FORM_ID);
  });
});
