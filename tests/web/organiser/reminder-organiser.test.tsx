import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseAdmin } from "#contract/responses";
import { responsesCsv } from "../../../web/features/organiser/components/responses/responses-csv";
import { savedEvent } from "../../support/web/events";
import {
  renderResponseList,
  renderResponsesPage,
  socketOpened,
  withFakeSockets,
} from "../../support/web/organiser";
import { adminResponse, csvCells } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c36";
/** 09:30 UTC: 18:30 in Seoul, 11:30 in Berlin (summer time). */
const CONFIRMED = "2030-04-19T09:30:00.000Z";

const event = (reminder_hours: number | null) =>
  savedEvent({ id: EVENT, event_date: "2030-04-20T02:00:00.000Z", reminder_hours });

/** An attending response in each of the reminder's outcomes, and one not reminded. */
const attending = (name: string, fields: Partial<ResponseAdmin>) =>
  adminResponse(name, "attending", 0, { channels: ["email"], ...fields });
const confirmed = attending("확인", { reminder: "delivered", confirmed_at: CONFIRMED });
const pending = attending("보내는 중", { reminder: "pending" });
const delivered = attending("전달됨", { reminder: "delivered" });
const failed = attending("실패", { reminder: "failed" });
const unreachable = attending("방법 없음", { channels: [], reminder: "none" });
const notYet = attending("아직", {});
/** Reminded, then '못 가요': what was sent stays, the status says the rest. */
const left = adminResponse("못 감", "not_attending", 0, {
  channels: ["email"],
  reminder: "delivered",
});

withFakeSockets();

/** The reminder badge of each row, as the organiser reads it. */
const rowStates = () =>
  screen
    .getAllByTestId("response-item")
    .map((row) => within(row).queryByTestId("reminder-state")?.textContent ?? null);

describe("the reminder's outcome, in the organiser's list", () => {
  it("reads 참석 확인, 리마인더 보냄 · 답 없음 or 연락 안 됨, and nothing when not reminded", () => {
    renderResponseList([confirmed, pending, delivered, failed, unreachable, notYet]);
    expect(rowStates()).toEqual([
      "참석 확인",
      "리마인더 보냄 · 답 없음",
      "리마인더 보냄 · 답 없음",
      "연락 안 됨",
      "연락 안 됨",
      null,
    ]);
    const tones = screen.getAllByTestId("reminder-state").map((badge) => badge.className);
    expect(tones[0]).toContain("badge-success");
    expect(tones[3]).toContain("badge-warning");
  });

  it("reads 리마인더 보냄 for one reminded who no longer attends, whatever the notice's state", () => {
    renderResponseList([left, { ...left, name: "못 감 2", reminder: "failed" }]);
    expect(rowStates()).toEqual(["리마인더 보냄", "리마인더 보냄"]);
  });

  it("takes 참석 확인 from confirmed_at, whatever the notice's state", () => {
    renderResponseList([{ ...failed, confirmed_at: CONFIRMED }]);
    expect(rowStates()).toEqual(["참석 확인"]);
  });
});

describe("the reminder's summary by the stats", () => {
  it("counts the confirmed, the unanswered and the unreached (the stats count those who left)", async () => {
    renderResponsesPage(event(24), [
      confirmed,
      pending,
      delivered,
      failed,
      unreachable,
      notYet,
      left,
    ]);
    expect((await screen.findByTestId("reminder-summary")).textContent).toBe(
      "리마인더: 확인 1 · 답 없음 2 · 연락 안 됨 2",
    );
  });

  it("is absent before anyone was reminded", async () => {
    renderResponsesPage(event(24), [notYet]);
    await screen.findByTestId("response-item");
    expect(screen.queryByTestId("reminder-summary")).toBeNull();
  });

  it("is absent for an event without a reminder, whatever the responses hold", async () => {
    renderResponsesPage(event(null), [confirmed, delivered]);
    await screen.findAllByTestId("response-item");
    expect(screen.queryByTestId("reminder-summary")).toBeNull();
  });

  it("follows the room's live message as invitees answer", async () => {
    renderResponsesPage(event(3), [delivered, failed]);
    expect((await screen.findByTestId("reminder-summary")).textContent).toBe(
      "리마인더: 확인 0 · 답 없음 1 · 연락 안 됨 1",
    );
    const socket = await socketOpened();
    socket.receiveResponses(5, [{ ...delivered, confirmed_at: CONFIRMED }, failed]);
    await waitFor(() =>
      expect(screen.getByTestId("reminder-summary").textContent).toBe(
        "리마인더: 확인 1 · 답 없음 0 · 연락 안 됨 1",
      ),
    );
    expect(rowStates()).toEqual(["참석 확인", "연락 안 됨"]);
  });
});

describe("the reminder in the CSV", () => {
  it("adds its outcome and the time of '참석 유지' after the existing columns", () => {
    const rows = csvCells(
      responsesCsv([confirmed, delivered, unreachable, notYet, left], "Asia/Seoul"),
    );
    expect(rows[0]).toEqual([
      "이름",
      "상태",
      "동반 인원",
      "메시지",
      "응답 시간",
      "리마인더",
      "참석 확인 시간",
      "입장 시각",
      "입장 처리",
    ]);
    expect(rows.slice(1).map((row) => [row[0], ...row.slice(5, 7)])).toEqual([
      ["확인", "참석 확인", "2030년 4월 19일 금 오후 6:30"],
      ["전달됨", "리마인더 보냄 · 답 없음", ""],
      ["방법 없음", "연락 안 됨", ""],
      ["아직", "", ""],
      ["못 감", "리마인더 보냄", ""],
    ]);
  });

  it("reads the time on the event's clock, its zone named in the header", () => {
    const rows = csvCells(responsesCsv([confirmed], "Europe/Berlin"));
    expect(rows[0]?.[6]).toBe("참석 확인 시간 (베를린 시간)");
    expect(rows[1]?.[6]).toBe("2030년 4월 19일 금 오전 11:30");
  });
});
