import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

const view = (announcement: EventPublicView["announcement"]) =>
  publicViewOf([], {
    id: EVENT,
    title: "베를린 송년회",
    location: "Kreuzberg",
    event_date: "2026-12-19T18:00:00.000Z",
    reminder_message: "편한 옷으로 오세요",
    time_zone: "Europe/Berlin",
    time_zone_name: "베를린",
    announcement,
  });

const NOTICE = {
  message: "장소가 2층으로 바뀌었어요.\n입구는 뒤편입니다.",
  sent_at: "2026-12-18T09:30:00.000Z",
  edited_at: null,
};

describe("the organiser's last announcement on the invite page", () => {
  it("shows as a note with its time on the event's clock, beside the standing reminder", () => {
    render(<EventDetails view={view(NOTICE)} live="live" />);
    const notes = screen.getAllByRole("note");
    expect(notes.map((note) => note.querySelector("p")?.textContent)).toEqual([
      // 09:30 UTC is 10:30 in Berlin in December.
      "주최자 공지 · 2026년 12월 18일 금 오전 10:30",
      "주최자 안내",
    ]);
    expect(notes[0]?.textContent).toContain("장소가 2층으로 바뀌었어요.");
  });

  it("reads '수정됨' once the organiser corrected it, under the first sending's time", () => {
    render(
      <EventDetails
        view={view({ ...NOTICE, edited_at: "2026-12-18T09:33:00.000Z" })}
        live="live"
      />,
    );
    expect(screen.getAllByRole("note")[0]?.querySelector("p")?.textContent).toBe(
      "주최자 공지 · 2026년 12월 18일 금 오전 10:30 · 수정됨",
    );
  });

  it("is absent until one is sent", () => {
    render(<EventDetails view={view(null)} live="live" />);
    expect(screen.queryByText(/주최자 공지/)).toBeNull();
    expect(screen.getAllByRole("note")).toHaveLength(1);
  });

  it("is in the page the Worker renders, before any script runs", async () => {
    const html = await renderPage(`https://moim.test/events/${EVENT}/public`, view(NOTICE));
    expect(html).toContain("주최자 공지 · 2026년 12월 18일 금 오전 10:30");
    expect(html).toContain("장소가 2층으로 바뀌었어요.");
  });
});
