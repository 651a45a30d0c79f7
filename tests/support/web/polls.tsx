import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { PollDetail, PollsPublic } from "#contract/polls";
import { PollsSection } from "../../../web/features/organiser/polls/dashboard/polls-section";
import { PollTallyPage } from "../../../web/features/organiser/polls/tally/poll-tally-page";
import { ORGANISER } from "./account";
import { ToastDescriptions } from "./toasts";

export const POLL_ID = "7a0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c31";
export const FRIDAY = "0b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c01";
export const SATURDAY = "0b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c02";
export const SUNDAY = "0b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c03";

const vote = (id: string, name: string, choices: PollDetail["votes"][number]["choices"]) => ({
  id,
  name,
  choices,
  email_verified: false,
  push: false,
  created_at: "2030-03-01T00:00:00.000Z",
  updated_at: "2030-03-01T00:00:00.000Z",
});

/**
 * 3월 모임 as its organiser reads it: three evenings in Seoul (Friday 19:00–21:00, Saturday and
 * Sunday 18:00), and three votes: Saturday leads with two yes.
 */
export const marchPoll = (details: Partial<PollDetail> = {}): PollDetail => {
  const votes = [
    vote("1b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c01", "민지", {
      [FRIDAY]: "yes",
      [SATURDAY]: "yes",
      [SUNDAY]: "no",
    }),
    vote("1b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c02", "준호", { [SATURDAY]: "yes", [SUNDAY]: "maybe" }),
    vote("1b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c03", "서연", { [FRIDAY]: "maybe", [SATURDAY]: "no" }),
  ];
  return {
    id: POLL_ID,
    title: "3월 모임",
    description: null,
    location: "망원동",
    time_zone: "Asia/Seoul",
    deadline: null,
    voter_list: "names",
    language: "ko",
    options: [
      {
        id: FRIDAY,
        starts_at: "2030-03-15T10:00:00.000Z",
        ends_at: "2030-03-15T12:00:00.000Z",
        yes: 1,
        maybe: 1,
        no: 0,
      },
      {
        id: SATURDAY,
        starts_at: "2030-03-16T09:00:00.000Z",
        ends_at: null,
        yes: 2,
        maybe: 0,
        no: 1,
      },
      { id: SUNDAY, starts_at: "2030-03-17T09:00:00.000Z", ends_at: null, yes: 0, maybe: 1, no: 1 },
    ],
    voters: votes.map(({ name, choices }) => ({ name, choices })),
    voter_count: votes.length,
    closed_at: null,
    erased_at: null,
    event_id: null,
    chosen_option_id: null,
    version: 4,
    owner_id: ORGANISER.id,
    created_at: "2030-03-01T00:00:00.000Z",
    updated_at: "2030-03-01T00:00:00.000Z",
    votes,
    ...details,
  };
};

/** The dashboard's line for a poll. */
export const pollSummary = (details: Partial<PollsPublic["data"][number]> = {}) => ({
  id: POLL_ID,
  title: "3월 모임",
  time_zone: "Asia/Seoul",
  deadline: null,
  closed_at: null,
  event_id: null,
  option_count: 3,
  voter_count: 3,
  leading: ["2030-03-16T09:00:00.000Z"],
  created_at: "2030-03-01T00:00:00.000Z",
  ...details,
});

/** Where the page went, to read after a navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/**
 * The organiser's poll screens at `path` (the dashboard's section at /, a tally at
 * /polls/{id}/tally), signed in, with the toasts shown and where the page is written out.
 */
export function renderPollScreens(path: string, extra: ReactNode = null) {
  localStorage.setItem("access_token", "token");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<PollsSection />} />
          <Route path="/polls/:pollId/tally" element={<PollTallyPage />} />
          <Route path="/events/:eventId/responses" element={<p>responses</p>} />
        </Routes>
        <Where />
        <ToastDescriptions />
        {extra}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
