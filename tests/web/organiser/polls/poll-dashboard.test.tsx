import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../../../support/web/http";
import { readIn } from "../../../support/web/language";
import { POLL_ID, pollSummary, renderPollScreens } from "../../../support/web/polls";

const EVENT_ID = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c21";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dashboard's poll section with the API listing these polls. */
function renderSection(polls: ReturnType<typeof pollSummary>[]) {
  const api = fakeApi((call) =>
    call.method === "GET" && call.path === "/api/v1/polls"
      ? json(200, { data: polls, count: polls.length })
      : undefined,
  );
  renderPollScreens("/");
  return api;
}

describe("the dashboard's date polls", () => {
  it("lists each poll with its dates, its votes and the leading date, linked to its tally", async () => {
    renderSection([pollSummary()]);
    const card = await screen.findByRole("listitem");
    expect(within(card).getByRole("link", { name: "3월 모임" }).getAttribute("href")).toBe(
      `/polls/${POLL_ID}/tally`,
    );
    expect(card.textContent).toContain("후보 날짜 3개 · 3명 투표");
    expect(card.textContent).toContain("선두: 3월 16일 (토) 오후 6:00");
  });

  it("says how many more dates tie for the lead, and when nobody has chosen one yet", async () => {
    renderSection([
      pollSummary({ leading: ["2030-03-16T09:00:00.000Z", "2030-03-17T09:00:00.000Z"] }),
      pollSummary({ id: "7a0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c32", title: "빈 투표", leading: [] }),
    ]);
    const [tied, empty] = await screen.findAllByRole("listitem");
    expect(tied?.textContent).toContain("선두: 3월 16일 (토) 오후 6:00 외 1개");
    expect(empty?.textContent).toContain("아직 가능한 날짜를 고른 사람이 없어요");
  });

  it("links a closed poll to the event it made", async () => {
    renderSection([
      pollSummary({ closed_at: "2030-03-05T00:00:00.000Z", event_id: EVENT_ID, leading: [] }),
    ]);
    const link = await screen.findByRole("link", { name: "확정됨 → 모임 보기" });
    expect(link.getAttribute("href")).toBe(`/events/${EVENT_ID}/responses`);
  });

  it("invites the organiser to make a first poll, and opens the dialog for it", async () => {
    renderSection([]);
    expect(await screen.findByText(/아직 만든 날짜 투표가 없어요/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "날짜 투표 만들기" }));
    expect(await screen.findByRole("heading", { name: "날짜 투표 만들기" })).toBeTruthy();
  });

  it("reads in English too, its plurals with it", async () => {
    readIn("en");
    renderSection([pollSummary({ option_count: 1, voter_count: 2 })]);
    const card = await screen.findByRole("listitem");
    expect(screen.getByRole("heading", { name: "Date polls" })).toBeTruthy();
    expect(card.textContent).toContain("1 date · 2 votes");
    expect(card.textContent).toContain("Leading: Sat, Mar 16, 6:00 PM");
  });
});
