import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ParticipantCards } from "../../../web/features/organiser/components/participants/participant-cards";
import { ParticipantStatsPage } from "../../../web/features/organiser/components/participants/participant-stats-page";
import type { ParticipantStats } from "../../../worker/contract/stats";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";

/** /participants read in English: the summary, the table's columns, and why a rate is gray. */
type Person = ParticipantStats["data"][number];
const person = (name: string, counts: Partial<Person> = {}): Person => ({
  name,
  attending_count: 3,
  not_attending_count: 1,
  maybe_count: 0,
  attendance_rate: 0.75,
  no_show_count: 0,
  no_show_rate: null,
  last_response_date: "2026-12-19T03:00:00.000Z",
  last_response_time_zone: "Asia/Seoul",
  ...counts,
});
const PEOPLE = [
  person("Minji"),
  person("Joon", {
    attending_count: 0,
    not_attending_count: 0,
    maybe_count: 2,
    attendance_rate: 0,
  }),
  person("Seo", { attending_count: 0, not_attending_count: 0, maybe_count: 0, attendance_rate: 0 }),
];

function renderPage(people: Person[]) {
  const stats = {
    data: people,
    count: people.length,
    total_participants: people.length,
    average_attendance_rate: 0.5,
    average_no_show_rate: null,
    total_events: 2,
  } as ParticipantStats;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(200, stats)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ParticipantStatsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the participants page in English", () => {
  it("heads the page, its summary and its table in English", async () => {
    readIn("en");
    renderPage(PEOPLE);
    expect(screen.getByRole("heading", { name: "Participants" })).toBeTruthy();
    const summary = await screen.findByRole("region", { name: "Summary" });
    for (const title of [
      "Total participants",
      "Avg. attendance",
      "Avg. no-shows",
      "Events created",
    ])
      expect(within(summary).getByText(title)).toBeTruthy();
    expect(
      within(summary).getByText(
        `Attending at least once · of ${PEOPLE.length} who answered · by name`,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Name",
      "Attending",
      "Not attending",
      "Maybe",
      "Attendance",
      "No-shows",
      "Last response",
    ]);
    expect(screen.getByRole("progressbar", { name: "Minji's attendance" })).toBeTruthy();
    expect(screen.getByText("Only maybe")).toBeTruthy();
    expect(screen.getByTitle("Only on waiting lists, so no attendance rate").textContent).toContain(
      "Only waiting",
    );
  });

  it("says in English that nobody has responded yet", async () => {
    readIn("en");
    renderPage([]);
    expect(
      await screen.findByText(
        "No one has responded yet. Create an event and share its invite link.",
      ),
    ).toBeTruthy();
  });

  it("labels a phone's cards in English", () => {
    readIn("en");
    render(<ParticipantCards people={PEOPLE} />);
    const [card] = screen.getAllByTestId("participant-row");
    const terms = within(card as HTMLElement)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Attending", "Not attending", "Maybe", "No-shows", "Last response"]);
  });
});
