import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ParticipantCards } from "../../../web/features/organiser/components/participants/participant-cards";
import { ParticipantStatsPage } from "../../../web/features/organiser/components/participants/participant-stats-page";
import { ParticipantsTable } from "../../../web/features/organiser/components/participants/participants-table";
import type { ParticipantStats } from "../../../worker/contract/stats";
import { json } from "../../support/web/http";

/**
 * The no-show rate (decision 0043): of a person's 참석 answers at events that used check-in, the
 * share never checked in; '—' for someone with none such, and for the average when nobody has.
 */

type Person = ParticipantStats["data"][number];
const person = (name: string, no_show_rate: number | null): Person => ({
  name,
  attending_count: 4,
  not_attending_count: 0,
  maybe_count: 0,
  attendance_rate: 1,
  no_show_count: no_show_rate === null ? 0 : Math.round(no_show_rate * 4),
  no_show_rate,
  last_response_date: "2026-12-19T03:00:00.000Z",
  last_response_time_zone: "Asia/Seoul",
});
const people = [person("자주옴", 0), person("가끔옴", 0.25), person("모름", null)];
const expected = { 자주옴: "0.0%", 가끔옴: "25.0%", 모름: "—" };

afterEach(() => vi.unstubAllGlobals());

describe("each person's no-show rate", () => {
  it("in the table's 노쇼율 column", () => {
    render(<ParticipantsTable people={people} />);
    expect(screen.getByRole("columnheader", { name: "노쇼율" })).toBeTruthy();
    for (const [name, rate] of Object.entries(expected)) {
      const row = screen
        .getAllByTestId("participant-row")
        .find((r) => r.textContent?.includes(name)) as HTMLElement;
      expect(within(row).getByTestId("no-show-rate").textContent).toBe(rate);
    }
  });

  it("on the phone's cards", () => {
    render(<ParticipantCards people={people} />);
    for (const [name, rate] of Object.entries(expected)) {
      const card = screen.getByRole("heading", { name }).closest("li") as HTMLElement;
      expect(within(card).getByTestId("no-show-rate").textContent).toBe(rate);
    }
  });
});

describe("the average no-show rate", () => {
  const renderPage = (average: number | null) => {
    const stats: ParticipantStats = {
      data: people,
      count: people.length,
      total_participants: people.length,
      average_attendance_rate: 1,
      average_no_show_rate: average,
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
  };

  it("is shown beside the attendance rate, with a line saying what it counts", async () => {
    renderPage(0.125);
    expect((await screen.findByTestId("average-no-show-rate")).textContent).toBe("12.5%");
    expect(
      screen.getByText(
        "노쇼율: 입장 확인을 쓴 모임에서 참석이라고 답하고 입장하지 않은 비율이에요. 그런 모임이 없으면 —로 보여요.",
      ),
    ).toBeTruthy();
  });

  it("is '—' while no event used check-in", async () => {
    renderPage(null);
    expect((await screen.findByTestId("average-no-show-rate")).textContent).toBe("—");
  });
});
