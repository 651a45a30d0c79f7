import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ParticipantCards } from "../../../web/features/organiser/components/participants/participant-cards";
import { ParticipantsTable } from "../../../web/features/organiser/components/participants/participants-table";
import type { ParticipantStats } from "../../../worker/contract/stats";

type Person = ParticipantStats["data"][number];

// 03:00 UTC on 19 December: already the 19th in Seoul (noon), still the 18th in Los Angeles.
const AT = "2026-12-19T03:00:00.000Z";
const person = (name: string, zone: string | null): Person => ({
  name,
  attending_count: 1,
  not_attending_count: 0,
  maybe_count: 0,
  attendance_rate: 1,
  no_show_count: 0,
  no_show_rate: null,
  last_response_date: AT,
  last_response_time_zone: zone,
});
const people = [
  person("엘에이", "America/Los_Angeles"),
  person("서울", "Asia/Seoul"),
  person("모름", null),
];

/** The '최근 응답' text of each view, by name: the table's last cell, the card's last definition. */
const expected = {
  엘에이: "2026년 12월 18일 (로스앤젤레스 시간)",
  서울: "2026년 12월 19일",
  모름: "2026년 12월 19일",
};

describe("the participants page reads each last answer on its event's clock (decision 0013)", () => {
  it("in the table, naming the zone when it is not Korea's", () => {
    render(<ParticipantsTable people={people} />);
    for (const [name, date] of Object.entries(expected)) {
      const row = screen
        .getAllByTestId("participant-row")
        .find((r) => r.textContent?.includes(name));
      const cells = within(row as HTMLElement).getAllByRole("cell");
      expect(cells.at(-1)?.textContent).toBe(date);
    }
  });

  it("on the phone's cards the same way", () => {
    render(<ParticipantCards people={people} />);
    for (const [name, date] of Object.entries(expected)) {
      const card = screen.getByRole("heading", { name }).closest("li") as HTMLElement;
      const definitions = within(card).getAllByRole("definition");
      expect(definitions.at(-1)?.textContent).toBe(date);
    }
  });
});
