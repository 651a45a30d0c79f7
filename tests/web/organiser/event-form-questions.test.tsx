import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { Question } from "#contract/questions";
import {
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";
import { CAR, MEAL, NOTE } from "../../support/web/questions";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556677";

const saved = (questions: Question[]) =>
  savedEvent({ id: EVENT, event_date: "2030-04-20T02:00:00.000Z", title: "송년회", questions });

const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: { ...saved([]), message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved([]), revision: 1 }),
  });

const card = (n: number) => screen.getByRole("group", { name: `질문 ${n}` });
const inCard = (n: number) => within(card(n));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("제목 *"), "송년회");
  await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
}

afterEach(() => vi.unstubAllGlobals());

describe("the event dialog's '질문' (decision 0042)", () => {
  it("asks nothing by default and sends an empty list", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    expect(screen.queryByRole("group", { name: "질문 1" })).toBeNull();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await sentBody(fetch)).questions).toEqual([]);
  });

  it("adds a choice, a yes/no and a short answer, previews them, and sends them without ids", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await fillRequired(user);
    for (let n = 0; n < 3; n++) await user.click(screen.getByRole("button", { name: "질문 추가" }));

    await user.type(inCard(1).getByLabelText("질문 내용"), " 식사 메뉴 ");
    await user.selectOptions(inCard(1).getByLabelText("답 종류"), "하나 고르기");
    await user.type(inCard(1).getByLabelText("보기 1"), "한식");
    await user.type(inCard(1).getByLabelText("보기 2"), "양식");
    await user.click(inCard(1).getByRole("button", { name: "+ 보기 추가" }));
    await user.type(inCard(1).getByLabelText("보기 3"), "비건");
    await user.click(inCard(1).getByLabelText("필수"));
    await user.type(inCard(2).getByLabelText("질문 내용"), "차 있어요?");
    await user.selectOptions(inCard(2).getByLabelText("답 종류"), "예·아니오");
    await user.type(inCard(3).getByLabelText("질문 내용"), "입금자명");

    const preview = screen.getByRole("region", { name: "초대 페이지 미리 보기" });
    const shown = within(preview)
      .getAllByTestId("question-preview")
      .map((question) => question.textContent);
    expect(shown).toEqual(["식사 메뉴 *한식양식비건", "차 있어요?예아니오", "입금자명"]);

    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await sentBody(fetch)).questions).toEqual([
      {
        label: "식사 메뉴",
        kind: "choice",
        choices: [{ label: "한식" }, { label: "양식" }, { label: "비건" }],
        required: true,
      },
      { label: "차 있어요?", kind: "yes_no", choices: [], required: false },
      { label: "입금자명", kind: "text", choices: [], required: false },
    ]);
  });

  it("stops at five questions", async () => {
    renderDialog(null);
    const user = userEvent.setup();
    const add = screen.getByRole("button", { name: "질문 추가" });
    for (let n = 0; n < 5; n++) await user.click(add);
    expect(screen.getByRole("group", { name: "질문 5" })).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/질문은 5개까지예요/)).toBeTruthy();
  });

  it("keeps choices between 2 and 10", async () => {
    renderDialog(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "질문 추가" }));
    await user.selectOptions(inCard(1).getByLabelText("답 종류"), "하나 고르기");
    const remove = inCard(1).getByRole("button", { name: "보기 1 삭제" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    const more = inCard(1).getByRole("button", { name: "+ 보기 추가" }) as HTMLButtonElement;
    for (let n = 2; n < 10; n++) await user.click(more);
    expect(inCard(1).getByLabelText("보기 10")).toBeTruthy();
    expect(more.disabled).toBe(true);
  });

  it("refuses an empty label, an empty choice and a duplicate choice in Korean, sending nothing", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "질문 추가" }));
    await user.click(screen.getByRole("button", { name: "질문 추가" }));
    await user.type(inCard(2).getByLabelText("질문 내용"), "식사");
    await user.selectOptions(inCard(2).getByLabelText("답 종류"), "하나 고르기");
    await user.type(inCard(2).getByLabelText("보기 1"), "한식");
    await user.type(inCard(2).getByLabelText("보기 2"), " 한식 ");
    await user.click(inCard(2).getByRole("button", { name: "+ 보기 추가" }));
    await user.click(screen.getByRole("button", { name: "만들기" }));

    expect(await inCard(1).findByText("질문을 입력해주세요.")).toBeTruthy();
    expect(inCard(2).getByText("같은 보기가 이미 있습니다.")).toBeTruthy();
    expect(inCard(2).getByText("보기를 입력해주세요.")).toBeTruthy();
    expect(inCard(1).getByLabelText("질문 내용").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the saved questions, moves and removes them, and sends the kept ones with their ids", async () => {
    const fetch = renderDialog(saved([MEAL, CAR, NOTE]));
    const user = userEvent.setup();
    expect((inCard(1).getByLabelText("질문 내용") as HTMLInputElement).value).toBe("식사 메뉴");
    expect((inCard(1).getByLabelText("보기 2") as HTMLInputElement).value).toBe("비건");
    expect((inCard(1).getByLabelText("필수") as HTMLInputElement).checked).toBe(true);
    expect(
      (inCard(1).getByRole("button", { name: "질문 1 위로" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(inCard(3).getByRole("button", { name: "질문 3 위로" }));
    await user.click(inCard(3).getByRole("button", { name: "질문 3 삭제" }));
    await user.clear(inCard(1).getByLabelText("질문 내용"));
    await user.type(inCard(1).getByLabelText("질문 내용"), "점심 메뉴");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).questions).toEqual([
      {
        id: MEAL.id,
        label: "점심 메뉴",
        kind: "choice",
        choices: MEAL.choices,
        required: true,
      },
      { id: NOTE.id, label: "입금자명", kind: "text", choices: [], required: false },
    ]);
  });

  it("sends a saved question whose kind changed as a new one, and says its answers go", async () => {
    const fetch = renderDialog(saved([CAR]));
    const user = userEvent.setup();
    const warning = "종류를 바꾸면 새 질문이 되어 지금까지 받은 답은 사라져요.";
    expect(screen.queryByText(warning)).toBeNull();
    await user.selectOptions(inCard(1).getByLabelText("답 종류"), "하나 고르기");
    expect(inCard(1).getByText(warning)).toBeTruthy();
    await user.type(inCard(1).getByLabelText("보기 1"), "있어요");
    await user.type(inCard(1).getByLabelText("보기 2"), "없어요");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).questions).toEqual([
      {
        label: "차 있어요?",
        kind: "choice",
        choices: [{ label: "있어요" }, { label: "없어요" }],
        required: false,
      },
    ]);
  });
});

describe("the form's questions, read and sent", () => {
  it("round-trips the saved questions; a new event has none", () => {
    expect(toEventBody(toFormValues(saved([MEAL, CAR, NOTE]))).questions).toEqual([
      MEAL,
      CAR,
      NOTE,
    ]);
    expect(toEventBody(emptyEventForm()).questions).toEqual([]);
  });
});
