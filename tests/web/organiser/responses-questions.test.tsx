import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Question } from "#contract/questions";
import { QuestionSummary } from "../../../web/features/organiser/components/responses/question-summary";
import {
  BOM,
  responsesCsv,
} from "../../../web/features/organiser/components/responses/responses-csv";
import { savedEvent } from "../../support/web/events";
import {
  renderResponseList,
  renderResponsesPage,
  socketOpened,
  withFakeSockets,
} from "../../support/web/organiser";
import { CAR, MEAL, NOTE } from "../../support/web/questions";
import { adminResponse } from "../../support/web/responses";

// The meal once offered '양식' too: 서준's answer names it.
const QUESTIONS = [MEAL, CAR, NOTE];

const minji = adminResponse("민지", "attending", 0, {
  answers: { [MEAL.id]: "비건", [CAR.id]: true, [NOTE.id]: "김민지(회비)" },
});
const seojun = adminResponse("서준", "attending", 0, {
  answers: { [MEAL.id]: "양식", [CAR.id]: false, qgone000001: "지워진 질문의 답" },
});
const haneul = adminResponse("하늘", "maybe", 0, {
  answers: { [MEAL.id]: "비건", [CAR.id]: false },
});
const nobody = adminResponse("지우", "not_attending");
const RESPONSES = [minji, seojun, haneul, nobody];

const event = savedEvent({ title: "송년회", questions: QUESTIONS });

const answersOf = (item: HTMLElement) =>
  [...item.querySelectorAll("dt")].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe("each response's answers on the organiser's list (decision 0042)", () => {
  it("reads 'label: value' in the questions' order, 예/아니오, a removed choice marked, the unanswered left out", () => {
    renderResponseList(RESPONSES, { questions: QUESTIONS });
    const items = screen.getAllByTestId("response-item");
    expect(items.map(answersOf)).toEqual([
      ["식사 메뉴: 비건", "차 있어요?: 예", "입금자명: 김민지(회비)"],
      ["식사 메뉴: 양식(삭제된 선택지)", "차 있어요?: 아니오"],
      ["식사 메뉴: 비건", "차 있어요?: 아니오"],
      [],
    ]);
    expect(within(items[3] as HTMLElement).queryByTestId("response-answers")).toBeNull();
    expect(screen.queryByText("지워진 질문의 답")).toBeNull();
  });

  it("shows no answers for an event without questions", () => {
    renderResponseList(RESPONSES);
    expect(screen.queryByTestId("response-answers")).toBeNull();
  });
});

describe("the summary per question", () => {
  it("counts each choice's attending seats (0 too, a removed one after), 예 and 아니오, the others apart, and lists the short answers under '모두 보기'", async () => {
    render(<QuestionSummary questions={QUESTIONS} responses={RESPONSES} />);
    const card = (label: string) => screen.getByRole("listitem", { name: label });
    const rows = (label: string) =>
      within(card(label))
        .getAllByTestId("tally-row")
        .map((row) => row.textContent);
    expect(rows("식사 메뉴")).toEqual(["한식0", "비건1그 밖에 미정 1", "양식(삭제된 선택지)1"]);
    expect(
      within(card("식사 메뉴")).getByText("참석 2석 (동반 포함) · 그 밖에 미정 1"),
    ).toBeTruthy();
    expect(rows("차 있어요?")).toEqual(["예1", "아니오1그 밖에 미정 1"]);
    expect(within(card("입금자명")).getByText("참석 1석 (동반 포함)")).toBeTruthy();
    const all = within(card("입금자명")).getByText("모두 보기");
    const list = all.closest("details") as HTMLDetailsElement;
    expect(list.open).toBe(false);
    await userEvent.setup().click(all);
    expect(list.open).toBe(true);
    expect(within(list).getByRole("listitem").textContent).toBe("민지 · 김민지(회비)");
  });

  it("counts a party's guests as seats, and never counts the queue, an offer, 미정 or 불참 as coming", async () => {
    const yes = (name: string, status: Parameters<typeof adminResponse>[1], guests = 0) =>
      adminResponse(name, status, guests, {
        answers: { [CAR.id]: true, [NOTE.id]: `${name}의 답` },
      });
    const party = [
      yes("가족", "attending", 2),
      yes("대기", "waiting"),
      yes("제안", "offered"),
      yes("미정", "maybe"),
      yes("불참", "not_attending"),
      yes("참석", "attending"),
    ];
    render(<QuestionSummary questions={[CAR, NOTE]} responses={party} />);
    const card = (label: string) => screen.getByRole("listitem", { name: label });
    const [yesRow] = within(card("차 있어요?")).getAllByTestId("tally-row");
    expect(yesRow?.textContent).toBe("예4그 밖에 자리 제안 1 · 대기 1 · 미정 1 · 불참 1");
    expect(within(card("입금자명")).getByText(/^참석 4석/).textContent).toBe(
      "참석 4석 (동반 포함) · 그 밖에 자리 제안 1 · 대기 1 · 미정 1 · 불참 1",
    );
    // The short answers: those attending first, then the others with their status.
    await userEvent.setup().click(within(card("입금자명")).getByText("모두 보기"));
    expect(
      within(card("입금자명"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "가족 · 가족의 답",
      "참석 · 참석의 답",
      "대기 (대기) · 대기의 답",
      "제안 (자리 제안) · 제안의 답",
      "미정 (미정) · 미정의 답",
      "불참 (불참) · 불참의 답",
    ]);
  });

  it("says when a question has no answer yet, and shows nothing for an event without questions", () => {
    const { unmount } = render(<QuestionSummary questions={[NOTE]} responses={[nobody]} />);
    expect(screen.getByText("아직 답이 없어요")).toBeTruthy();
    expect(screen.queryByText("모두 보기")).toBeNull();
    unmount();
    render(<QuestionSummary questions={[]} responses={RESPONSES} />);
    expect(screen.queryByRole("heading", { name: "질문 응답" })).toBeNull();
  });
});

describe("the responses page with questions", () => {
  withFakeSockets();

  it("shows the summary and the answers, and follows the room's live message", async () => {
    renderResponsesPage(event, [minji]);
    expect(await screen.findByRole("heading", { name: "질문 응답" })).toBeTruthy();
    const [item] = await screen.findAllByTestId("response-item");
    expect(answersOf(item as HTMLElement)).toContain("식사 메뉴: 비건");
    const socket = await socketOpened();
    socket.receiveResponses(3, [minji, haneul]);
    await waitFor(() => expect(screen.getAllByTestId("response-item")).toHaveLength(2));
    const meal = screen.getByRole("listitem", { name: "식사 메뉴" });
    expect(within(meal).getByText("참석 1석 (동반 포함) · 그 밖에 미정 1")).toBeTruthy();
  });
});

describe("the CSV's question columns", () => {
  it("adds a column per question headed by its label: 예/아니오, a removed choice marked, empty when unanswered", () => {
    const csv = responsesCsv(RESPONSES, "Asia/Seoul", QUESTIONS);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      `${BOM}이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리,식사 메뉴,차 있어요?,입금자명`,
    );
    const answers = lines.slice(1, -1).map((line) => line.split(",").slice(9).join(","));
    expect(answers).toEqual([
      "비건,예,김민지(회비)",
      "양식 (삭제된 선택지),아니오,",
      "비건,아니오,",
      ",,",
    ]);
  });

  it("quotes labels and answers as any cell, formulas kept as text", () => {
    const odd: Question = { ...NOTE, label: "이름, 입금자" };
    const csv = responsesCsv(
      [adminResponse("민지", "attending", 0, { answers: { [NOTE.id]: "=1+1" } })],
      "Asia/Seoul",
      [odd],
    );
    expect(csv).toContain(',"이름, 입금자"\r\n');
    expect(csv).toContain(",'=1+1\r\n");
  });

  it("is as before for an event without questions", () => {
    expect(responsesCsv([], "Asia/Seoul")).toBe(
      `${BOM}이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리\r\n`,
    );
  });
});
