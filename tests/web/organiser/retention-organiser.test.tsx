import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { savedEvent } from "../../support/web/events";
import { readIn } from "../../support/web/language";
import { renderResponsesPage, withFakeSockets } from "../../support/web/organiser";
import { MEAL } from "../../support/web/questions";
import { adminResponse } from "../../support/web/responses";

/**
 * The organiser's event page says when its responses' personal data is erased (the event's
 * `retention_days` after it, on its clock) and, once it was, why the list is empty.
 */

withFakeSockets();

/** 11:00 on 20 April 2030 in Seoul, keeping personal data 7 days. */
const event = (details: Parameters<typeof savedEvent>[0] = {}) =>
  savedEvent({
    event_date: "2030-04-20T02:00:00.000Z",
    time_zone: "Asia/Seoul",
    retention_days: 7,
    questions: [MEAL],
    ...details,
  });

const note = async () => (await screen.findByTestId("retention-note")).textContent;

describe("when the responses' personal data is erased, on the organiser's event page", () => {
  it("says the day and hour ahead, on the event's clock, with the days after the event", async () => {
    renderResponsesPage(event(), [adminResponse("민지", "attending")]);
    expect(await note()).toBe(
      "응답자 개인정보는 2030년 4월 27일 토 오전 11:00에 지워져요 (모임 7일 뒤)",
    );
  });

  it("reads the event's own clock, not Seoul's", async () => {
    renderResponsesPage(event({ time_zone: "America/New_York" }), []);
    expect(await note()).toBe(
      "응답자 개인정보는 2030년 4월 26일 금 오후 10:00에 지워져요 (모임 7일 뒤)",
    );
  });

  it("says when it was erased, that the stats keep only numbers, and why the list is empty", async () => {
    renderResponsesPage(event({ erased_at: "2030-04-27T02:00:40.000Z" }), []);
    expect(await note()).toBe(
      "응답자 개인정보는 2030년 4월 27일 토 오전 11:00에 지워졌어요. 통계의 숫자만 남아 있어요.",
    );
    expect(
      await screen.findByText("응답자 개인정보를 지워서 목록에 남은 응답이 없어요."),
    ).toBeTruthy();
    expect(screen.queryByText("아직 응답이 없습니다. 초대 링크를 공유해보세요.")).toBeNull();
    // No answers are left to sum up either: the questions' summary would read as none given.
    expect(screen.queryByTestId("question-summary")).toBeNull();
  });

  it("keeps saying nobody answered yet for an event not erased with no responses", async () => {
    renderResponsesPage(event(), []);
    expect(await screen.findByText("아직 응답이 없습니다. 초대 링크를 공유해보세요.")).toBeTruthy();
    expect(screen.getByTestId("question-summary")).toBeTruthy();
  });

  it("is worded in English for a reader in English", async () => {
    readIn("en");
    renderResponsesPage(event({ retention_days: 1 }), []);
    expect(await note()).toBe(
      "Responses' personal data will be erased on Sun, Apr 21, 2030, 11:00 AM (1 day after the event)",
    );
  });

  it("is worded in English once erased", async () => {
    readIn("en");
    renderResponsesPage(event({ erased_at: "2030-04-27T02:00:40.000Z" }), []);
    expect(await note()).toBe(
      "Responses' personal data was erased on Sat, Apr 27, 2030, 11:00 AM. Only the numbers in the stats remain.",
    );
    expect(
      await screen.findByText("No responses left to list: their personal data was erased."),
    ).toBeTruthy();
  });
});
