import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { SeriesOccurrence, SeriesPublic, SeriesSummary } from "#contract/series";
import { EventFormDialog } from "../../../web/features/organiser/components/event-form/event-form-dialog";
import { SeriesPage } from "../../../web/features/organiser/series/manage/series-page";
import { appSettingsQuery } from "../../../web/lib/app-settings";
import { ORGANISER } from "./account";
import { appSettings } from "./event-form";
import { ToastDescriptions } from "./toasts";

export const SERIES_ID = "9c0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c41";
export const PAST = "9d0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c01";
export const NEXT = "9d0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c02";
export const LATER = "9d0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c03";

const occurrence = (details: Partial<SeriesOccurrence> & { id: string; event_date: string }) => ({
  title: "화요 러닝",
  max_participants: 10,
  own_changes: false,
  attending_count: 0,
  waiting_count: 0,
  not_attending_count: 0,
  ...details,
});

/**
 * 화요 러닝 as its organiser reads it: every Tuesday at 19:30 in Seoul from 2020-01-07, one
 * occurrence past and two to come (2099), the next changed by hand and full with two waiting, the last with no maximum,
 * and two who always come, 민지 with a guest; answers close a day before each.
 */
export const tuesdayRun = (details: Partial<SeriesPublic> = {}): SeriesPublic => ({
  id: SERIES_ID,
  owner_id: ORGANISER.id,
  role: "owner",
  recurrence: "FREQ=WEEKLY;BYDAY=TU",
  first_date: "2020-01-07T10:30:00.000Z",
  time_zone: "Asia/Seoul",
  title: "화요 러닝",
  next_date: "2099-01-06T10:30:00.000Z",
  ended_at: null,
  settings: {
    location: "한강공원",
    max_participants: 10,
    max_guests: 1,
    language: "ko",
    questions: [],
    retention_days: 14,
    deadline_minutes: 1440,
  },
  occurrences: [
    occurrence({
      id: PAST,
      event_date: "2020-01-07T10:30:00.000Z",
      attending_count: 6,
    }),
    occurrence({
      id: NEXT,
      event_date: "2099-01-06T10:30:00.000Z",
      own_changes: true,
      attending_count: 10,
      waiting_count: 2,
    }),
    occurrence({ id: LATER, event_date: "2099-01-13T10:30:00.000Z", max_participants: null }),
  ],
  standing: [
    { name: "민지", guests: 1, since: "2020-01-01T00:00:00.000Z" },
    { name: "준호", guests: 0, since: "2020-01-02T00:00:00.000Z" },
  ],
  ...details,
});

/** The dashboard's card of a series. */
export const seriesSummary = (details: Partial<SeriesSummary> = {}): SeriesSummary => ({
  id: SERIES_ID,
  role: "owner",
  recurrence: "FREQ=WEEKLY;BYDAY=TU",
  first_date: "2020-01-07T10:30:00.000Z",
  time_zone: "Asia/Seoul",
  title: "화요 러닝",
  next_date: "2099-01-06T10:30:00.000Z",
  ended_at: null,
  next_event_id: NEXT,
  standing_count: 2,
  ...details,
});

/** Where the page went, to read after a navigation. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Signed in, with the installation's settings read as the dashboard has them. */
function signedIn() {
  localStorage.setItem("access_token", "token");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appSettingsQuery.queryKey, appSettings());
  return client;
}

/** The series' page at /series/{id}/manage, with its occurrences' pages a line each. */
export function renderSeriesPage(seriesId = SERIES_ID) {
  render(
    <QueryClientProvider client={signedIn()}>
      <MemoryRouter initialEntries={[`/series/${seriesId}/manage`]}>
        <Routes>
          <Route path="/series/:seriesId/manage" element={<SeriesPage />} />
          <Route path="/events/:eventId/responses" element={<p>responses</p>} />
        </Routes>
        <Where />
        <ToastDescriptions />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The event dialog for a new event, as the dashboard opens it. */
export function renderNewEventDialog() {
  render(
    <QueryClientProvider client={signedIn()}>
      <EventFormDialog open event={null} onClose={() => {}} />
    </QueryClientProvider>,
  );
}
