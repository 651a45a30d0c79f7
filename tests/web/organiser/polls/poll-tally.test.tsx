import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PollClose, PollDetail, PollUpdate } from "#contract/polls";
import { appSettings } from "../../../support/web/event-form";
import { savedEvent } from "../../../support/web/events";
import { fakeApi, json } from "../../../support/web/http";
import { socketOpened, withFakeSockets } from "../../../support/web/organiser";
import {
  FRIDAY,
  marchPoll,
  POLL_ID,
  renderPollScreens,
  SATURDAY,
  SUNDAY,
} from "../../../support/web/polls";

const EVENT_ID = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c21";
const PATH = `/api/v1/polls/${POLL_ID}`;

withFakeSockets();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The tally page of `poll`, the API answering its reads with whatever `current` holds then. */
function renderTally(initial: PollDetail = marchPoll()) {
  let current = initial;
  const api = fakeApi((call) => {
    if (call.method === "GET" && call.path === PATH) return json(200, current);
    if (call.method === "GET" && call.path === "/api/v1/utils/config")
      return json(200, appSettings());
    if (call.method === "POST" && call.path === `${PATH}/close`) {
      return json(201, savedEvent({ id: EVENT_ID, title: current.title }));
    }
    if (call.method === "DELETE" && call.path === PATH)
      return json(200, { message: "Poll deleted" });
    if (call.method === "PUT" && call.path === PATH) {
      current = { ...current, ...(call.body as object), options: current.options } as PollDetail;
      return json(200, current);
    }
    return undefined;
  });
  renderPollScreens(`/polls/${POLL_ID}/tally`);
  return { api, change: (next: PollDetail) => (current = next) };
}

const tallies = () => screen.getAllByTestId("poll-option-tally");

describe("a poll's tally", () => {
  it("shows each date with its yes, 'if need be' and no counts", async () => {
    renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    const [friday, saturday, sunday] = tallies();
    expect(friday?.textContent).toContain("3월 15일 (금) 오후 7:00 – 오후 9:00");
    expect(within(friday as HTMLElement).getByTestId("poll-option-counts").textContent).toBe(
      "○ 가능 1△ 조율 가능 1✕ 불가 0",
    );
    expect(within(saturday as HTMLElement).getByTestId("poll-option-counts").textContent).toContain(
      "가능 2",
    );
    expect(sunday?.textContent).toContain("3월 17일 (일) 오후 6:00");
  });

  it("marks the leading date only", async () => {
    renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    const marked = tallies().filter((tally) => within(tally).queryByText("선두"));
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain("3월 16일 (토)");
  });

  it("shows who answered what, a row per voter and a column per date", async () => {
    renderTally();
    const table = await screen.findByTestId("poll-voters");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "이름",
      "3월 15일 (금) 오후 7:00",
      "3월 16일 (토) 오후 6:00",
      "3월 17일 (일) 오후 6:00",
    ]);
    const [, minji, junho] = within(table).getAllByRole("row");
    expect(within(minji as HTMLElement).getByRole("rowheader").textContent).toBe("민지");
    expect(
      within(minji as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.querySelector(".sr-only")?.textContent),
    ).toEqual(["가능", "가능", "불가"]);
    expect(
      within(junho as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.querySelector(".sr-only")?.textContent),
    ).toEqual(["답 없음", "가능", "조율 가능"]);
  });

  it("follows the poll's live socket: a vote's message brings the new counts", async () => {
    const { change } = renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    const socket = await socketOpened();
    expect(socket.url).toBe(`ws://${location.host}/api/v1/polls/${POLL_ID}/live`);
    const before = marchPoll();
    const after = marchPoll({
      version: 5,
      voter_count: 4,
      options: before.options.map((option) =>
        option.id === SUNDAY ? { ...option, yes: 3 } : option,
      ),
    });
    change(after);
    socket.receive({ type: "poll", poll: after });
    await waitFor(() => {
      const marked = tallies().filter((tally) => within(tally).queryByText("선두"));
      expect(marked[0]?.textContent).toContain("3월 17일 (일)");
    });
    expect(screen.getByText(/4명 투표/)).toBeTruthy();
  });

  it("closes the poll on a date with the event's own settings, then opens the event", async () => {
    const { api } = renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    await userEvent.click(
      screen.getByRole("button", { name: "이 날짜로 확정: 3월 16일 (토) 오후 6:00" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "이 날짜로 확정" });
    expect(within(dialog).getByTestId("close-summary").textContent).toContain("가능 2명");
    await userEvent.type(within(dialog).getByLabelText("최대 참석자 수"), "8");
    await userEvent.click(within(dialog).getByRole("button", { name: "확정하고 모임 만들기" }));
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(`/events/${EVENT_ID}/responses`),
    );
    const [body] = api.sent("POST", `${PATH}/close`) as PollClose[];
    expect(body).toMatchObject({
      option_id: SATURDAY,
      max_participants: 8,
      deadline_date: null,
      guest_list: "names",
      questions: [],
    });
    expect(body).not.toHaveProperty("title");
  });

  it("shows a closed poll's chosen date and its event, and offers no more closing", async () => {
    renderTally(
      marchPoll({
        closed_at: "2030-03-05T00:00:00.000Z",
        event_id: EVENT_ID,
        chosen_option_id: FRIDAY,
      }),
    );
    const closed = await screen.findByTestId("poll-closed");
    expect(closed.textContent).toContain("3월 15일 (금) 오후 7:00");
    expect(within(closed).getByRole("link", { name: "모임 응답 보기" }).getAttribute("href")).toBe(
      `/events/${EVENT_ID}/responses`,
    );
    expect(screen.queryByRole("button", { name: /^이 날짜로 확정/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "수정" })).toBeNull();
  });

  it("deletes the poll only once asked, then goes back to the dashboard", async () => {
    const { api } = renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    await userEvent.click(screen.getByRole("button", { name: "삭제" }));
    const dialog = await screen.findByRole("dialog", { name: "날짜 투표 삭제" });
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "삭제" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("edits a poll, sending each voted date back as it came, the zone kept", async () => {
    const { api } = renderTally();
    await screen.findByRole("heading", { name: "3월 모임" });
    await userEvent.click(screen.getByRole("button", { name: "수정" }));
    const dialog = await screen.findByRole("dialog", { name: "날짜 투표 수정" });
    expect(within(dialog).getAllByText("투표 있음 · 바꿀 수 없음")).toHaveLength(3);
    expect((within(dialog).getByLabelText("시간대 *") as HTMLInputElement).readOnly).toBe(true);
    const title = within(dialog).getByLabelText("제목 *");
    await userEvent.clear(title);
    await userEvent.type(title, "3월 정기 모임");
    await userEvent.click(within(dialog).getByRole("button", { name: "저장" }));
    await screen.findByRole("heading", { name: "3월 정기 모임" });
    const [body] = api.sent("PUT", PATH) as PollUpdate[];
    expect(body).not.toHaveProperty("time_zone");
    expect(body?.options).toEqual(
      marchPoll().options.map(({ id, starts_at, ends_at }) => ({ id, starts_at, ends_at })),
    );
  });
});
