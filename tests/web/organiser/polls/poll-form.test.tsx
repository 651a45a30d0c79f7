import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PollCreate } from "#contract/polls";
import { fakeApi, json, refusedField } from "../../../support/web/http";
import { withFakeSockets } from "../../../support/web/organiser";
import { marchPoll, POLL_ID, renderPollScreens } from "../../../support/web/polls";

// A new poll opens its tally page, which listens to the poll's socket.
withFakeSockets();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dashboard's section with no polls, and the dialog opened on a new one. */
async function openNewPoll(answerCreate: () => Response = () => json(201, marchPoll())) {
  const api = fakeApi((call) => {
    if (call.method === "GET" && call.path === "/api/v1/polls")
      return json(200, { data: [], count: 0 });
    if (call.method === "POST" && call.path === "/api/v1/polls") return answerCreate();
    if (call.method === "GET" && call.path === `/api/v1/polls/${POLL_ID}`)
      return json(200, marchPoll());
    return undefined;
  });
  renderPollScreens("/");
  await userEvent.click(await screen.findByRole("button", { name: "날짜 투표 만들기" }));
  await screen.findByRole("heading", { name: "날짜 투표 만들기" });
  return api;
}

const rows = () => screen.getAllByTestId("poll-option-row");
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Fills the title and the zone, and each row's day (and start, when given). */
async function fill(days: string[], { zone = "Asia/Seoul" } = {}) {
  await userEvent.type(screen.getByLabelText("제목 *"), "3월 모임");
  const zoneField = screen.getByLabelText("시간대 *");
  await userEvent.clear(zoneField);
  await userEvent.type(zoneField, zone);
  for (const [index, day] of days.entries()) {
    type(screen.getByLabelText(`${index + 1}번째 날짜`), day);
  }
}

describe("making a date poll", () => {
  it("sends the same Idempotency-Key when 만들기 is pressed again after a failed reply", async () => {
    let answers = 0;
    const api = await openNewPoll(() => {
      answers += 1;
      return answers === 1
        ? json(503, { detail: "Service Unavailable", code: "internal_error" })
        : json(201, marchPoll());
    });
    await fill(["2030-03-15", "2030-03-16"]);
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    await waitFor(() => expect(answers).toBe(1));
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    await waitFor(() => expect(answers).toBe(2));
    const keys = api.calls
      .filter((call) => call.method === "POST" && call.path === "/api/v1/polls")
      .map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.{16,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("starts with two dates at seven in the evening, and sends them on the poll's clock", async () => {
    const api = await openNewPoll();
    expect(rows()).toHaveLength(2);
    await fill(["2030-03-15", "2030-03-16"]);
    type(screen.getByLabelText("1번째 날짜의 끝나는 시각 (선택)"), "21:00");
    await userEvent.click(screen.getByLabelText("비공개"));
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    await waitFor(() => expect(api.sent("POST", "/api/v1/polls")).toHaveLength(1));
    const [body] = api.sent("POST", "/api/v1/polls") as PollCreate[];
    expect(body).toEqual({
      title: "3월 모임",
      description: null,
      location: null,
      time_zone: "Asia/Seoul",
      options: [
        { starts_at: "2030-03-15T10:00:00.000Z", ends_at: "2030-03-15T12:00:00.000Z" },
        { starts_at: "2030-03-16T10:00:00.000Z", ends_at: null },
      ],
      deadline: null,
      voter_list: "hidden",
    });
  });

  it("opens the new poll's tally with its link to share", async () => {
    await openNewPoll();
    await fill(["2030-03-15", "2030-03-16"]);
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(`/polls/${POLL_ID}/tally`),
    );
    const card = await screen.findByTestId("poll-link-card");
    expect(card.textContent).toContain("이 링크를 보내 투표를 받으세요");
    expect(card.textContent).toContain(`/polls/${POLL_ID}`);
  });

  it("adds a date with the last one's times, the next day with one tap, and removes one", async () => {
    await openNewPoll();
    await fill(["2030-03-15"]);
    type(screen.getByLabelText("1번째 날짜의 시작 시각"), "18:30");
    type(screen.getByLabelText("2번째 날짜의 시작 시각"), "18:30");
    type(screen.getByLabelText("2번째 날짜"), "2030-03-16");
    await userEvent.click(screen.getByRole("button", { name: "+ 다음 날 같은 시간" }));
    expect(rows()).toHaveLength(3);
    expect((screen.getByLabelText("3번째 날짜") as HTMLInputElement).value).toBe("2030-03-17");
    expect((screen.getByLabelText("3번째 날짜의 시작 시각") as HTMLInputElement).value).toBe(
      "18:30",
    );
    await userEvent.click(screen.getByRole("button", { name: "+ 날짜 추가" }));
    expect((screen.getByLabelText("4번째 날짜") as HTMLInputElement).value).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "2번째 날짜 빼기" }));
    expect(rows()).toHaveLength(3);
    expect((screen.getByLabelText("2번째 날짜") as HTMLInputElement).value).toBe("2030-03-17");
  });

  it("fills the empty second row with the next day, at the first date's times", async () => {
    await openNewPoll();
    type(screen.getByLabelText("1번째 날짜"), "2030-03-15");
    type(screen.getByLabelText("1번째 날짜의 끝나는 시각 (선택)"), "21:00");
    await userEvent.click(screen.getByRole("button", { name: "+ 다음 날 같은 시간" }));
    expect(rows()).toHaveLength(2);
    expect((screen.getByLabelText("2번째 날짜") as HTMLInputElement).value).toBe("2030-03-16");
    expect(
      (screen.getByLabelText("2번째 날짜의 끝나는 시각 (선택)") as HTMLInputElement).value,
    ).toBe("21:00");
  });

  it("keeps at least two dates: the last two cannot be removed", async () => {
    await openNewPoll();
    for (const button of screen.getAllByRole("button", { name: /번째 날짜 빼기/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it("says what is missing or wrong on each date, and sends nothing", async () => {
    const api = await openNewPoll();
    await fill(["2030-03-15", ""]);
    await userEvent.click(screen.getByRole("button", { name: "+ 날짜 추가" }));
    type(screen.getByLabelText("3번째 날짜"), "2030-03-15");
    type(screen.getByLabelText("1번째 날짜의 끝나는 시각 (선택)"), "18:00");
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    const [first, second, third] = rows();
    expect(
      await within(first as HTMLElement).findByText("끝나는 시각은 시작 시각보다 뒤여야 해요."),
    ).toBeTruthy();
    expect(within(second as HTMLElement).getByText("날짜를 골라주세요.")).toBeTruthy();
    expect(within(third as HTMLElement).getByText("같은 날짜와 시각이 이미 있어요.")).toBeTruthy();
    expect(api.sent("POST", "/api/v1/polls")).toHaveLength(0);
  });

  it("asks for a title in the event dialog's words", async () => {
    await openNewPoll();
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    expect(await screen.findByText("제목을 입력해주세요.")).toBeTruthy();
    expect(screen.getByLabelText("제목 *").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the API's refusal of a field on that field, in Korean", async () => {
    await openNewPoll(() =>
      refusedField("title", "Title must be 255 characters or fewer", "title_too_long"),
    );
    await fill(["2030-03-15", "2030-03-16"]);
    await userEvent.click(screen.getByRole("button", { name: "만들기" }));
    expect(await screen.findByText("제목은 255자까지입니다.")).toBeTruthy();
    expect(screen.getByLabelText("제목 *").getAttribute("aria-invalid")).toBe("true");
  });
});
