import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedEvent } from "../../../support/web/events";
import { type ApiCall, fakeApi, json, refusedField } from "../../../support/web/http";
import { readIn } from "../../../support/web/language";
import { renderNewEventDialog, SERIES_ID } from "../../../support/web/series";

afterEach(() => vi.unstubAllGlobals());

/** Two Tuesdays and a Thursday at 19:30 in Seoul, as the server previews them. */
const DATES = ["2030-01-15T10:30:00.000Z", "2030-01-17T10:30:00.000Z", "2030-01-22T10:30:00.000Z"];

/** The API previewing with `preview` and making the event it is sent. */
function serve(preview: (call: ApiCall) => Response = () => json(200, { dates: DATES })) {
  return fakeApi((call) => {
    if (call.method === "POST" && call.path === "/api/v1/series/preview") return preview(call);
    if (call.method === "POST" && call.path === "/api/v1/events") {
      return json(201, savedEvent({ series_id: SERIES_ID, title: "화요 러닝" }));
    }
    return undefined;
  });
}

/** A new event on `date` (a `datetime-local` value) in Seoul, its title typed. */
async function newEventOn(date: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("제목 *"), "화요 러닝");
  const zone = screen.getByLabelText("시간대 *");
  await user.clear(zone);
  await user.type(zone, "Asia/Seoul");
  await user.type(screen.getByLabelText("모임 일시 *"), date);
  return user;
}

const repeatSelect = () => screen.getByLabelText("반복") as HTMLSelectElement;
const lastPreview = (api: ReturnType<typeof serve>) =>
  api.sent("POST", "/api/v1/series/preview").at(-1);
const created = async (api: ReturnType<typeof serve>) => {
  await waitFor(() => expect(api.sent("POST", "/api/v1/events")).toHaveLength(1));
  return api.sent("POST", "/api/v1/events")[0] as Record<string, unknown>;
};

describe("the event dialog's '반복'", () => {
  it("starts at 반복 안 함 and then sends no rule and asks for no preview", async () => {
    const api = serve();
    renderNewEventDialog();
    const user = await newEventOn("2030-01-15T19:30");
    expect(repeatSelect().selectedOptions[0]?.textContent).toBe("반복 안 함");
    expect(screen.queryByTestId("repeat-preview")).toBeNull();
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect(await created(api)).not.toHaveProperty("recurrence");
    expect(api.sent("POST", "/api/v1/series/preview")).toEqual([]);
  });

  it("words the monthly choices from the chosen date, the month's last weekday as 마지막 주", async () => {
    serve();
    renderNewEventDialog();
    const user = await newEventOn("2030-01-15T19:30");
    const labels = () => [...repeatSelect().options].map((option) => option.textContent);
    expect(labels()).toEqual(["반복 안 함", "매주", "격주", "매월 셋째 주 화요일", "매월 15일"]);
    const date = screen.getByLabelText("모임 일시 *");
    await user.clear(date);
    await user.type(date, "2030-01-29T19:30");
    expect(labels()).toContain("매월 마지막 주 화요일");
    expect(labels()).toContain("매월 29일");
  });

  it("makes weekly on the date's weekday, shows the server's next dates on the event's clock and sends the rule", async () => {
    const api = serve();
    renderNewEventDialog();
    const user = await newEventOn("2030-01-15T19:30");
    await user.selectOptions(repeatSelect(), "매주");
    expect((screen.getByRole("checkbox", { name: "화" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "목" }) as HTMLInputElement).checked).toBe(false);
    const preview = screen.getByTestId("repeat-preview");
    await waitFor(() => expect(preview.textContent).toContain("2030년 1월 17일 목 오후 7:30"));
    expect(lastPreview(api)).toEqual({
      recurrence: "FREQ=WEEKLY;BYDAY=TU",
      event_date: "2030-01-15T10:30:00.000Z",
      time_zone: "Asia/Seoul",
    });
    expect(preview.querySelectorAll("li")).toHaveLength(3);

    await user.click(screen.getByRole("checkbox", { name: "목" }));
    await user.click(screen.getByRole("radio", { name: "횟수" }));
    const count = screen.getByLabelText("모두 몇 번 (최대 52회)");
    await user.clear(count);
    await user.type(count, "12");
    await waitFor(() =>
      expect(lastPreview(api)).toMatchObject({ recurrence: "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12" }),
    );
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect(await created(api)).toMatchObject({
      recurrence: "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12",
      event_date: "2030-01-15T10:30:00.000Z",
      time_zone: "Asia/Seoul",
    });
  });

  it.each([
    ["격주", "2030-01-15T19:30", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"],
    ["매월 셋째 주 화요일", "2030-01-15T19:30", "FREQ=MONTHLY;BYDAY=3TU"],
    ["매월 마지막 주 화요일", "2030-01-29T19:30", "FREQ=MONTHLY;BYDAY=-1TU"],
    ["매월 15일", "2030-01-15T19:30", "FREQ=MONTHLY;BYMONTHDAY=15"],
  ])("'%s' on %s sends %s", async (choice, date, rule) => {
    const api = serve();
    renderNewEventDialog();
    const user = await newEventOn(date);
    await user.selectOptions(repeatSelect(), choice);
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await created(api)).recurrence).toBe(rule);
  });

  it("ends on a date as UNTIL, and refuses a last date before the first or a count over 52", async () => {
    const api = serve();
    renderNewEventDialog();
    const user = await newEventOn("2030-01-15T19:30");
    await user.selectOptions(repeatSelect(), "매월 15일");
    await user.click(screen.getByRole("radio", { name: "횟수" }));
    const count = screen.getByLabelText("모두 몇 번 (최대 52회)");
    await user.clear(count);
    await user.type(count, "53");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect(await screen.findByText("1~52 사이의 숫자를 입력하세요.")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "날짜까지" }));
    const until = screen.getByLabelText("마지막 날짜");
    await user.type(until, "2029-12-31");
    expect(
      await screen.findByText("마지막 날짜는 첫 모임 날짜와 같거나 그 뒤여야 해요."),
    ).toBeTruthy();
    await user.clear(until);
    await user.type(until, "2030-06-30");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await created(api)).recurrence).toBe("FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20300630");
  });

  it("says so when the server refuses the rule", async () => {
    serve(() => refusedField("recurrence", "COUNT must be a whole number from 1 to 52", "custom"));
    renderNewEventDialog();
    const user = await newEventOn("2030-01-15T19:30");
    await user.selectOptions(repeatSelect(), "격주");
    expect(await screen.findByText("이 반복 규칙으로는 날짜를 만들 수 없어요.")).toBeTruthy();
  });

  it("reads in English, the choices and the dates", async () => {
    readIn("en");
    serve();
    renderNewEventDialog();
    const user = userEvent.setup();
    const zone = screen.getByLabelText("Time zone *");
    await user.clear(zone);
    await user.type(zone, "Asia/Seoul");
    await user.type(screen.getByLabelText("Date and time *"), "2030-01-15T19:30");
    const select = screen.getByLabelText("Repeat") as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Does not repeat",
      "Every week",
      "Every other week",
      "Third Tuesday of every month",
      "Monthly on the 15th",
    ]);
    await user.selectOptions(select, "Every week");
    const preview = screen.getByTestId("repeat-preview");
    await waitFor(() => expect(preview.textContent).toContain("Thu, Jan 17, 2030, 7:30 PM"));
  });
});
