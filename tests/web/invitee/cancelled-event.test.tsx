import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventCancelled } from "#contract/cancelled-event";
import { json } from "../../support/web/http";
import { renderInvitePage, withQuietSockets } from "../../support/web/invite-page";

withQuietSockets();

const ID = "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b";

/** The API's 410 for an event its organiser deleted. */
const cancelledAnswer = (contact: string | null) => () =>
  json(
    410,
    eventCancelled({
      id: ID,
      title: "송년회",
      event_date: "2030-12-19T10:00:00.000Z",
      time_zone: "Asia/Seoul",
      time_zone_name: "한국",
      contact,
      cancelled_at: "2030-12-01T09:00:00.000Z",
    }),
  );

describe("the invite page of an event its organiser deleted", () => {
  it("says it was cancelled, names the event and its date, and gives the organiser's contact", async () => {
    renderInvitePage({ id: ID }, [], cancelledAnswer("010-1234-5678"));
    const card = await screen.findByTestId("event-not-found");
    expect(await screen.findByRole("heading", { name: "취소된 모임입니다" })).toBeTruthy();
    expect(card.textContent).toContain("송년회");
    expect(card.textContent).toContain("2030년 12월 19일");
    expect(card.textContent).toContain("주최자가 이 모임을 취소했습니다");
    expect(card.textContent).toContain("주최자 연락처 010-1234-5678");
    expect(card.textContent).not.toContain("찾을 수 없습니다");
  });

  it("gives no contact line when the organiser left none", async () => {
    renderInvitePage({ id: ID }, [], cancelledAnswer(null));
    const card = await screen.findByTestId("event-not-found");
    await screen.findByRole("heading", { name: "취소된 모임입니다" });
    expect(card.textContent).toContain("송년회");
    expect(card.textContent).not.toContain("주최자 연락처");
  });

  it("still says an unknown link is not found", async () => {
    renderInvitePage({ id: ID }, [], () =>
      json(404, { detail: "Event not found", code: "event_not_found" }),
    );
    expect(await screen.findByRole("heading", { name: "모임을 찾을 수 없습니다" })).toBeTruthy();
  });
});
