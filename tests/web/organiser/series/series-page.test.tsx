import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SeriesPublic } from "#contract/series";
import { savedEvent } from "../../../support/web/events";
import { fakeApi, json } from "../../../support/web/http";
import { readIn } from "../../../support/web/language";
import { renderResponsesPage } from "../../../support/web/organiser";
import {
  LATER,
  NEXT,
  PAST,
  renderSeriesPage,
  SERIES_ID,
  tuesdayRun,
} from "../../../support/web/series";

afterEach(() => vi.unstubAllGlobals());

const SERIES_PATH = `/api/v1/series/${SERIES_ID}`;

/** The API with this series, taking its changes and its end (after which it reads ended). */
function serve(series: SeriesPublic = tuesdayRun()) {
  let current = series;
  return fakeApi((call) => {
    if (call.path === "/api/v1/series/preview") {
      return json(200, { dates: ["2099-01-06T10:30:00.000Z"] });
    }
    if (call.path !== SERIES_PATH) return undefined;
    if (call.method === "GET") return json(200, current);
    if (call.method === "PUT") return json(200, current);
    if (call.method === "DELETE") {
      current = { ...current, ended_at: "2098-12-31T00:00:00.000Z", next_date: null };
      return json(200, { message: "Series ended" });
    }
    return undefined;
  });
}

describe("the series page", () => {
  it("words the rule, says the next date and offers the calendar feed", async () => {
    serve();
    renderSeriesPage();
    expect(await screen.findByRole("heading", { name: "화요 러닝" })).toBeTruthy();
    expect(screen.getByTestId("series-rule").textContent).toBe("매주 화요일 오후 7:30");
    expect(screen.getByTestId("series-next").textContent).toBe("다음: 2099년 1월 6일 화 오후 7:30");
    const feed = screen.getByTestId("series-feed");
    expect(within(feed).getByRole("link", { name: "캘린더 구독" }).getAttribute("href")).toBe(
      `webcal://${location.host}/api/v1/series/${SERIES_ID}/calendar.ics`,
    );
    expect(feed.textContent).toContain(
      `${location.origin}/api/v1/series/${SERIES_ID}/calendar.ics`,
    );
    expect(screen.queryByTestId("series-end")).toBeNull();
  });

  it("takes the time of day from the next occurrence, which a changed time has moved", async () => {
    serve(tuesdayRun({ next_date: "2099-01-06T11:00:00.000Z" }));
    renderSeriesPage();
    expect((await screen.findByTestId("series-rule")).textContent).toBe("매주 화요일 오후 8:00");
  });

  it("lists every occurrence with its counts against its maximum, the hand-changed one marked, each linked to its responses", async () => {
    serve();
    renderSeriesPage();
    const list = await screen.findByRole("list", { name: "모임 날짜" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("data-occurrence-id"))).toEqual([PAST, NEXT, LATER]);
    const [past, next, later] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(past.textContent).toContain("지난 모임");
    expect(past.textContent).toContain("참석 6명 · 대기 0명 · 정원 10명");
    expect(next.textContent).toContain("개별 수정됨");
    expect(next.textContent).toContain("참석 10명 · 대기 2명 · 정원 10명");
    expect(later.textContent).not.toContain("개별 수정됨");
    expect(later.textContent).toContain("참석 0명 · 대기 0명");
    expect(later.textContent).not.toContain("정원");
    expect(
      within(next)
        .getByRole("link", { name: "2099년 1월 6일 화 오후 7:30 응답 보기" })
        .getAttribute("href"),
    ).toBe(`/events/${NEXT}/responses`);
  });

  it("names who always comes in the order they chose it, with their guests", async () => {
    serve();
    renderSeriesPage();
    const standing = await screen.findByRole("list", { name: "매번 참석" });
    expect(
      within(standing)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["민지+1명", "준호"]);
  });

  it("ends the series after saying the upcoming occurrences are cancelled and their people told", async () => {
    const api = serve();
    renderSeriesPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "반복 종료" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "아직 시작하지 않은 모임 2개가 취소되고, 응답한 사람들에게 취소 알림이 가요.",
    );
    expect(api.sent("DELETE", SERIES_PATH)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "반복 종료" }));
    await waitFor(() => expect(api.sent("DELETE", SERIES_PATH)).toHaveLength(1));
    expect(await screen.findByText("반복을 끝냈어요.")).toBeTruthy();
    expect(await screen.findByText("종료됨")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "반복 종료" })).toBeNull();
    expect(screen.queryByTestId("series-feed")).toBeNull();
  });

  it("changes the settings in the event dialog's fields, sending the rule only when it changed", async () => {
    const api = serve();
    renderSeriesPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "반복 모임 수정" }));
    const place = screen.getByLabelText("장소");
    expect((place as HTMLInputElement).value).toBe("한강공원");
    // The series' deadline, a day before each occurrence, shown on the next one.
    expect((screen.getByLabelText("응답 마감") as HTMLInputElement).value).toBe("2099-01-05T19:30");
    const repeat = screen.getByLabelText("반복") as HTMLSelectElement;
    expect(repeat.selectedOptions[0]?.textContent).toBe("매주");
    expect([...repeat.options].map((option) => option.textContent)).not.toContain("반복 안 함");
    await user.clear(place);
    await user.type(place, "여의도");
    await user.click(screen.getByRole("button", { name: "저장" }));
    await waitFor(() => expect(api.sent("PUT", SERIES_PATH)).toHaveLength(1));
    const first = api.sent("PUT", SERIES_PATH)[0] as Record<string, unknown>;
    expect(first).toMatchObject({ location: "여의도", max_participants: 10, max_guests: 1 });
    expect(first).not.toHaveProperty("recurrence");
    expect(first).not.toHaveProperty("event_date");
    expect(first).not.toHaveProperty("deadline_date");

    await user.click(await screen.findByRole("button", { name: "반복 모임 수정" }));
    await user.selectOptions(screen.getByLabelText("반복"), "격주");
    const deadline = screen.getByLabelText("응답 마감");
    await user.clear(deadline);
    await user.type(deadline, "2099-01-06T12:00");
    await user.click(screen.getByRole("button", { name: "저장" }));
    await waitFor(() => expect(api.sent("PUT", SERIES_PATH)).toHaveLength(2));
    const second = api.sent("PUT", SERIES_PATH)[1] as Record<string, unknown>;
    expect(second).toMatchObject({
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
      deadline_date: "2099-01-06T03:00:00.000Z",
    });
    expect(second).not.toHaveProperty("event_date");
  });

  it("leaves changing and ending the series to its owner", async () => {
    serve(tuesdayRun({ role: "manager" }));
    renderSeriesPage();
    expect(await screen.findByRole("heading", { name: "화요 러닝" })).toBeTruthy();
    expect(screen.getByTestId("event-role").textContent).toBe("공동 주최");
    expect(screen.queryByRole("button", { name: "반복 모임 수정" })).toBeNull();
    expect(screen.queryByRole("button", { name: "반복 종료" })).toBeNull();
  });

  it("reads in English", async () => {
    readIn("en");
    serve(tuesdayRun({ recurrence: "FREQ=MONTHLY;BYMONTHDAY=15;COUNT=10" }));
    renderSeriesPage();
    expect((await screen.findByTestId("series-rule")).textContent).toBe(
      "Monthly on the 15th at 7:30 PM",
    );
    expect(screen.getByTestId("series-end").textContent).toBe("Monthly on the 15th, 10 times");
    expect(screen.getByRole("heading", { name: "Attending every time" })).toBeTruthy();
    expect(screen.getByText("Changed by hand")).toBeTruthy();
  });
});

describe("an occurrence's responses page", () => {
  it("links back to its series and offers the series' calendar feed", async () => {
    renderResponsesPage(savedEvent({ id: NEXT, series_id: SERIES_ID, title: "화요 러닝" }), []);
    const line = await screen.findByTestId("series-line");
    expect(within(line).getByRole("link", { name: "반복 모임 보기" }).getAttribute("href")).toBe(
      `/series/${SERIES_ID}/manage`,
    );
    expect(within(line).getByRole("link", { name: "캘린더 구독" }).getAttribute("href")).toBe(
      `webcal://${location.host}/api/v1/series/${SERIES_ID}/calendar.ics`,
    );
  });

  it("says nothing of a series for a one-off event", async () => {
    renderResponsesPage(savedEvent({ title: "송년회" }), []);
    expect(await screen.findByRole("heading", { name: "송년회" })).toBeTruthy();
    expect(screen.queryByTestId("series-line")).toBeNull();
  });
});
