import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import { preloadStateParts } from "../../../web/features/invitee/components/state-parts";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { renderInvitePage, withQuietSockets } from "../../support/web/invite-page";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c35";
const HOUR = 3_600_000;

/** 원데이 클래스, 2030-04-20 11:00 in Seoul, its reminder (if any) at `reminder_at`. */
const view = (fields: Partial<EventPublicView> = {}) =>
  publicViewOf([], {
    id: EVENT,
    title: "원데이 클래스",
    event_date: "2030-04-20T02:00:00.000Z",
    reminder_hours: 24,
    // 24 hours before: 2030-04-19 11:00 in Seoul.
    reminder_at: "2030-04-19T02:00:00.000Z",
    ...fields,
  });

const note = () => within(screen.getByTestId("response-form")).queryByTestId("reminder-note");

withQuietSockets();
// The note is a part the page loads when shown (components/state-parts.ts): loaded first, so
// each test reads the page as it is once there, and an absent note is absent, not still loading.
beforeAll(() => preloadStateParts());

describe("the invite page's word on the reminder", () => {
  it("says, in the form, when attending invitees with notifications get it, on the event's clock", () => {
    renderInvitePage(view(), [], {});
    expect(note()?.textContent).toBe(
      "참석으로 답하고 알림을 켜 두면 4월 19일 오전 11:00에 리마인더를 보내드려요.",
    );
  });

  it("reads the time on the clock where the event happens, and names it unless Korea's", () => {
    renderInvitePage(
      view({
        time_zone: "Europe/Berlin",
        time_zone_name: "베를린",
        event_date: "2030-04-20T16:00:00.000Z",
        reminder_hours: 3,
        // 13:00 UTC is 15:00 in Berlin in April (summer time), whatever the browser's zone.
        reminder_at: "2030-04-20T13:00:00.000Z",
      }),
      [],
      {},
    );
    expect(note()?.textContent).toBe(
      "참석으로 답하고 알림을 켜 두면 4월 20일 오후 3:00 (베를린 시간)에 리마인더를 보내드려요.",
    );
  });

  it("is absent for an event without a reminder", () => {
    renderInvitePage(view({ reminder_hours: null, reminder_at: null }), [], {});
    expect(screen.getByTestId("response-form")).toBeTruthy();
    expect(screen.queryByTestId("reminder-note")).toBeNull();
    expect(screen.queryByText(/리마인더/)).toBeNull();
  });

  it("says it goes out at once when its time has passed and the event is still ahead", () => {
    const now = Date.now();
    renderInvitePage(
      view({
        event_date: new Date(now + 2 * HOUR).toISOString(),
        reminder_hours: 3,
        reminder_at: new Date(now - HOUR).toISOString(),
      }),
      [],
      {},
    );
    expect(note()?.textContent).toBe("참석으로 답하고 알림을 켜 두면 바로 리마인더를 보내드려요.");
  });

  it("is not offered to someone cancelling their response", async () => {
    renderInvitePage(view(), [], {});
    await userEvent.setup().click(screen.getByRole("link", { name: "응답 취소" }));
    expect(screen.getByTestId("response-form").dataset.mode).toBe("delete");
    expect(note()).toBeNull();
  });

  it("is in the page the Worker renders, before any script runs", async () => {
    const html = await renderPage(`https://moim.test/events/${EVENT}/public`, view());
    expect(html).toContain(
      "참석으로 답하고 알림을 켜 두면 4월 19일 오전 11:00에 리마인더를 보내드려요.",
    );
  });
});
