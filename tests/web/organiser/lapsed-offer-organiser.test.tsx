import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { responsesCsv } from "../../../web/features/organiser/components/responses/responses-csv";
import { savedEvent } from "../../support/web/events";
import {
  renderResponseList,
  renderResponsesPage,
  socketOpened,
  withFakeSockets,
} from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";

// 2030-03-05 15:00 in Seoul.
const AT = "2030-03-05T06:00:00.000Z";

const event = savedEvent({ max_participants: 1, promotion: "offer" });
const minji = adminResponse("민지", "attending");
/** 하늘's offer lapsed unanswered; 서준 declined theirs. Both are not attending. */
const haneul = adminResponse("하늘", "not_attending", 0, { offer_lapsed_at: AT });
const seojun = adminResponse("서준", "not_attending");

withFakeSockets();

describe("an offer that lapsed, on the organiser's responses page", () => {
  it("reads '제안 만료', where a declined one reads 불참", () => {
    renderResponseList([minji, haneul, seojun]);
    const badges = screen.getAllByTestId("response-status");
    expect(badges.map((badge) => badge.textContent)).toEqual(["참석", "제안 만료", "불참"]);
    // Still not attending, in that status's colour: only the words differ.
    expect(badges[1]?.dataset.status).toBe("not_attending");
    expect(badges[1]?.className).toBe(badges[2]?.className);
  });

  it("turns from the open offer into '제안 만료' when the room's live message says it lapsed", async () => {
    const offered = adminResponse("하늘", "offered", 0, { offer_expires_at: AT });
    renderResponsesPage(event, [minji, offered]);
    const item = async () => (await screen.findAllByTestId("response-item"))[1] as HTMLElement;
    expect(within(await item()).getByTestId("response-status").textContent).toBe(
      "자리 제안 중 · 3월 5일 오후 3:00까지",
    );
    const socket = await socketOpened();
    const lapsed = [
      minji,
      { ...offered, status: "not_attending" as const, offer_expires_at: null, offer_lapsed_at: AT },
    ];
    socket.receiveResponses(7, lapsed);
    await waitFor(async () =>
      expect(within(await item()).getByTestId("response-status").textContent).toBe("제안 만료"),
    );
  });

  it("reads '제안 만료' in the CSV's status column too", () => {
    const csv = responsesCsv([minji, haneul, seojun], "Asia/Seoul");
    const statuses = csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",").slice(0, 2).join(","));
    expect(statuses).toEqual(["민지,참석", "하늘,제안 만료", "서준,불참"]);
  });
});
