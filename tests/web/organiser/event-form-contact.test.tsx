import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556699";
const LINE = "010-1234-5678 또는 카카오톡 오픈채팅 '토요 러닝'";

const saved = (contact: string | null) =>
  savedEvent({ id: EVENT, event_date: "2030-04-20T02:00:00.000Z", title: "토요 러닝", contact });

/** The dialog, with the API answering whatever is sent with the saved event. */
const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: { ...saved(null), message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved(null), revision: 1 }),
  });

const contactInput = () => screen.getByLabelText("문의 연락처") as HTMLInputElement;

async function createWith(contact: string) {
  const fetch = renderDialog(null);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("제목 *"), "토요 러닝");
  await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
  if (contact) await user.type(contactInput(), contact);
  await user.click(screen.getByRole("button", { name: "만들기" }));
  return { fetch, user };
}

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '문의 연락처'", () => {
  it("is an optional line whose help says it shows only when responses are closed or the event is full", () => {
    renderDialog(null);
    const input = contactInput();
    expect(input.tagName).toBe("INPUT");
    expect(input.value).toBe("");
    const help = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toBe(
      "응답이 마감되었거나 정원이 찼을 때만 초대 페이지에 보여줍니다.",
    );
  });

  it("sends the line trimmed when creating", async () => {
    const { fetch } = await createWith(`  ${LINE} `);
    expect((await sentBody(fetch)).contact).toBe(LINE);
  });

  it("sends null when left empty", async () => {
    const { fetch } = await createWith("");
    expect((await sentBody(fetch)).contact).toBeNull();
  });

  it("shows the saved line when editing, and sends clearing it as null", async () => {
    const fetch = renderDialog(saved(LINE));
    expect(contactInput().value).toBe(LINE);
    const user = userEvent.setup();
    await user.clear(contactInput());
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).contact).toBeNull();
  });

  it("refuses more than 200 characters beside the field, and sends nothing", async () => {
    const fetch = renderDialog(saved(null));
    const user = userEvent.setup();
    await user.click(contactInput());
    await user.paste("가".repeat(201));
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("문의 연락처는 200자까지입니다.")).toBeTruthy();
    expect(contactInput().getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });
});
