import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Question } from "#contract/questions";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { question, savedChoices } from "../../support/web/questions";
import { adminResponse } from "../../support/web/responses";

/**
 * Decision 0061 in the event dialog: a saved choice keeps its id, so a renamed one keeps its
 * answers; removing one that answers chose asks first, saying how many and that renaming
 * keeps them.
 */

const EVENT = "0b5c2d9e-1111-4222-8333-444455556688";
const MENU = question("qmenu000001", "식사", "choice", {
  choices: savedChoices("한식", "채식", "양식"),
});
const saved = (questions: Question[]) =>
  savedEvent({ id: EVENT, event_date: "2030-04-20T02:00:00.000Z", title: "송년회", questions });

/** The dialog on the saved event, its responses: 2 chose 채식 (one not coming), 1 한식. */
function renderSaved() {
  const answer = (text: string) => ({ answers: { [MENU.id]: text } });
  const rows = [
    adminResponse("민지", "attending", 0, answer("채식")),
    adminResponse("하준", "not_attending", 0, answer("채식")),
    adminResponse("서연", "attending", 0, answer("한식")),
  ];
  return renderEventForm(saved([MENU]), {
    reply: { ...saved([MENU]), message: "ok", promoted: [], offered: [] },
    responses: { data: rows, count: rows.length },
  });
}

const line = (n: number) => screen.getByLabelText(`보기 ${n}`) as HTMLInputElement;
const removeButton = (n: number) => screen.getByRole("button", { name: `보기 ${n} 삭제` });

afterEach(() => vi.unstubAllGlobals());

describe("the event dialog's saved choices", () => {
  it("sends a renamed choice with its id, and a new one without", async () => {
    const fetch = renderSaved();
    const user = userEvent.setup();
    await user.clear(line(2));
    await user.type(line(2), "채식/비건");
    await user.click(screen.getByRole("button", { name: "+ 보기 추가" }));
    await user.type(line(4), "생선");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).questions[0].choices).toEqual([
      { id: "c0", label: "한식" },
      { id: "c1", label: "채식/비건" },
      { id: "c2", label: "양식" },
      { label: "생선" },
    ]);
  });

  it("asks before removing a choice answers chose, saying how many, and keeps it on 남기기", async () => {
    renderSaved();
    const user = userEvent.setup();
    // Renamed first: the question names it as saved, since the answers do.
    await user.type(line(2), "!");
    await user.click(removeButton(2));
    const asked = await screen.findByRole("alertdialog");
    expect(asked.textContent).toContain("'채식' 보기를 고른 답이 2개 있어요.");
    expect(asked.textContent).toContain("이름만 바꾸려면 지우지 말고 고쳐 쓰세요.");
    const keep = within(asked).getByRole("button", { name: "남기기" });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(line(2).value).toBe("채식!");

    await user.click(removeButton(2));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "지우기" }),
    );
    expect([line(1).value, line(2).value]).toEqual(["한식", "양식"]);
    expect(screen.queryByLabelText("보기 3")).toBeNull();
  });

  it("removes at once a choice nobody chose, and a line not yet saved", async () => {
    renderSaved();
    const user = userEvent.setup();
    await user.click(removeButton(3));
    await vi.waitFor(() => expect(screen.queryByLabelText("보기 3")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "+ 보기 추가" }));
    await user.type(line(3), "생선");
    await user.click(removeButton(3));
    await vi.waitFor(() => expect(screen.queryByLabelText("보기 3")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
