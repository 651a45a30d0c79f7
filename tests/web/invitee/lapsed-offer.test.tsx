import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { renderMyResponses } from "../../support/web/my-responses";
import { publicResponse } from "../../support/web/responses";

// 2026-11-27 15:00 in Seoul, 07:00 in Berlin.
const AT = "2026-11-27T06:00:00.000Z";

const minji = publicResponse(1, "attending", { name: "민지" });
/** 하늘's offer lapsed unanswered; 서준 declined theirs. Both are not attending. */
const haneul = publicResponse(2, "not_attending", { name: "하늘", offer_lapsed_at: AT });
const seojun = publicResponse(3, "not_attending", { name: "서준" });

const offerView = (details: Partial<EventPublicView> = {}) =>
  publicViewOf([minji, haneul, seojun], { max_participants: 1, promotion: "offer", ...details });

/** The page the Worker renders at `path` of the event, put into the document. */
async function served(path: string, view: EventPublicView) {
  document.body.innerHTML =
    (await renderPage(`https://moim.test/events/${view.id}/${path}`, view)) ?? "";
}

/** The status badge shown beside a name, in the list or the table. */
function badgeBeside(name: string) {
  const row = screen.getByText(name, { selector: "[data-testid=participant-name], button" });
  const holder = row.closest("li, tr") as HTMLElement;
  return holder.querySelector(".badge")?.textContent;
}

/** This browser's clock is set to `zone` (lib/dates.ts browserZone reads it). */
function readerIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("an offer that lapsed unanswered", () => {
  it("reads '제안 만료' in the invite page's list, where a declined one reads 불참", async () => {
    await served("public", offerView());
    expect(badgeBeside("하늘")).toBe("제안 만료");
    expect(badgeBeside("서준")).toBe("불참");
    expect(badgeBeside("민지")).toBe("참석");
  });

  it("reads '제안 만료' on the simple participants page", async () => {
    await served("participants", offerView());
    expect(badgeBeside("하늘")).toBe("제안 만료");
    expect(badgeBeside("서준")).toBe("불참");
  });

  it("reads '제안 만료' in '내 응답', which says the seat went on, even after a reload", () => {
    // No `lapsed` from this page's watching: the room's mark alone says it.
    const { row } = renderMyResponses(haneul, { offers: true, zone: "Asia/Seoul" });
    expect(row.querySelector(".badge")?.textContent).toBe("제안 만료");
    expect(within(row).getByTestId("offer-lapsed").textContent).toContain(
      "참석 확정 기한이 지나 자리가 다음 순서로 넘어갔어요.",
    );
    expect(within(row).getByRole("button", { name: "다시 대기 신청" })).toBeTruthy();
  });

  it("is a plain 불참 in '내 응답' once declined", () => {
    const { row } = renderMyResponses(seojun, { offers: true, zone: "Asia/Seoul" });
    expect(row.querySelector(".badge")?.textContent).toBe("불참");
    expect(within(row).queryByTestId("offer-lapsed")).toBeNull();
  });
});

describe("the invite page's 응답 마감 line", () => {
  it("names the event's zone as the date does, and none for Korea's", () => {
    const berlin = offerView({
      deadline_date: AT,
      time_zone: "Europe/Berlin",
      time_zone_name: "베를린",
    });
    const { unmount } = render(<EventDetails view={berlin} live="live" />);
    expect(screen.getByText(/ 응답 마감$/).textContent).toBe(
      "2026년 11월 27일 금 오전 7:00 (베를린 시간) 응답 마감",
    );
    unmount();
    render(<EventDetails view={offerView({ deadline_date: AT })} live="live" />);
    expect(screen.getByText(/ 응답 마감$/).textContent).toBe(
      "2026년 11월 27일 금 오후 3:00 응답 마감",
    );
  });
});

describe("the offer card in '내 응답'", () => {
  const offered = publicResponse(2, "offered", { name: "하늘", offer_expires_at: AT });

  it("says by when on the event's clock, named, and on the reader's where that differs", () => {
    readerIn("Asia/Seoul");
    const { row } = renderMyResponses(offered, {
      offers: true,
      zone: "Europe/Berlin",
      zoneName: "베를린",
    });
    expect(within(row).getByTestId("offer-deadline").textContent).toBe(
      "자리가 났어요! 11월 27일 오전 7:00 (베를린 시간)까지 참석을 확정해 주세요.",
    );
    expect(within(row).getByTestId("offer-reader-deadline").textContent).toBe(
      "내 시간으로 11월 27일 오후 3:00까지",
    );
    // The badge says only that a seat is offered: the card says by when.
    expect(row.querySelector(".badge")?.textContent).toBe("자리 제안 중");
  });

  it("gives one clock where the reader's is the event's", () => {
    readerIn("Europe/Berlin");
    const { row } = renderMyResponses(offered, {
      offers: true,
      zone: "Europe/Berlin",
      zoneName: "베를린",
    });
    expect(within(row).getByTestId("offer-deadline").textContent).toContain(
      "11월 27일 오전 7:00 (베를린 시간)까지",
    );
    expect(within(row).queryByTestId("offer-reader-deadline")).toBeNull();
  });

  it("in Korea, as before: the time alone, then the reader's own if elsewhere", () => {
    readerIn("America/Los_Angeles");
    const { row } = renderMyResponses(offered, {
      offers: true,
      zone: "Asia/Seoul",
      zoneName: "한국",
    });
    expect(within(row).getByTestId("offer-deadline").textContent).toBe(
      "자리가 났어요! 11월 27일 오후 3:00까지 참석을 확정해 주세요.",
    );
    expect(within(row).getByTestId("offer-reader-deadline").textContent).toBe(
      "내 시간으로 11월 26일 오후 10:00까지",
    );
  });
});
