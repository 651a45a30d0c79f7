import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import {
  EventFormSchema,
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556688";

const saved = (reminder_hours: number | null) =>
  savedEvent({
    id: EVENT,
    event_date: "2030-04-20T02:00:00.000Z",
    title: "원데이 클래스",
    reminder_hours,
    reminder_message: "앞치마를 챙겨주세요",
  });

/** The dialog, with the API answering whatever is sent with the saved event. */
const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: { ...saved(null), message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved(null), revision: 1 }),
  });

const reminderSelect = () => screen.getByLabelText("리마인더") as HTMLSelectElement;
const optionTexts = () => [...reminderSelect().options].map((option) => option.textContent);
const selectedText = () => reminderSelect().selectedOptions[0]?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '리마인더'", () => {
  it("offers none and the five choices in order, starts at 안 보냄 and says who gets it", () => {
    renderDialog(null);
    expect(optionTexts()).toEqual([
      "안 보냄",
      "1시간 전",
      "3시간 전",
      "하루 전",
      "이틀 전",
      "일주일 전",
    ]);
    expect(selectedText()).toBe("안 보냄");
    expect(document.getElementById("event-reminder-hours-help")?.textContent).toBe(
      "참석으로 응답하고 알림(이메일이나 푸시)을 켠 사람에게 한 번 보냅니다. '참석 유지'나 '못 가요'로 답할 수 있어요.",
    );
  });

  it("puts the reminder's message beside it, saying where it goes", () => {
    renderDialog(null);
    const message = screen.getByLabelText("리마인더 메시지");
    expect(message.tagName).toBe("TEXTAREA");
    const help = document.getElementById(message.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toBe("리마인더와 함께 보내고, 초대 페이지에도 보여줍니다.");
  });

  it("sends the hours chosen, and the message, when creating", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "원데이 클래스");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.selectOptions(reminderSelect(), "하루 전");
    await user.type(screen.getByLabelText("리마인더 메시지"), "앞치마를 챙겨주세요");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ reminder_hours: 24, reminder_message: "앞치마를 챙겨주세요" });
  });

  it("sends null when left at 안 보냄", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "번개");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    const body = await sentBody(fetch);
    expect(body.reminder_hours).toBeNull();
  });

  it("shows the saved choice when editing and sends a change to 안 보냄 as null", async () => {
    const fetch = renderDialog(saved(168));
    expect(selectedText()).toBe("일주일 전");
    const user = userEvent.setup();
    await user.selectOptions(reminderSelect(), "안 보냄");
    await user.click(screen.getByRole("button", { name: "저장" }));
    const body = await sentBody(fetch);
    expect(body.reminder_hours).toBeNull();
  });

  it("keeps hours the API set that the dialog does not offer, as an option of their own", async () => {
    const fetch = renderDialog(saved(5));
    expect(optionTexts()).toEqual([
      "안 보냄",
      "1시간 전",
      "3시간 전",
      "5시간 전",
      "하루 전",
      "이틀 전",
      "일주일 전",
    ]);
    expect(selectedText()).toBe("5시간 전");
    // Saving after changing something else leaves the reminder as it was.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("리마인더 메시지"), "!");
    await user.click(screen.getByRole("button", { name: "저장" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ reminder_hours: 5, reminder_message: "앞치마를 챙겨주세요!" });
  });
});

describe("reminder_hours between the form and the API", () => {
  it("round-trip through the form's values, none as null; a new event has none", () => {
    for (const hours of [null, 1, 5, 24, 168]) {
      const form = toFormValues(saved(hours));
      expect(form.reminder_hours).toBe(hours === null ? "" : String(hours));
      expect(toEventBody(form).reminder_hours).toBe(hours);
    }
    expect(emptyEventForm().reminder_hours).toBe("");
    expect(toEventBody(emptyEventForm()).reminder_hours).toBeNull();
  });

  it("are checked to be none or whole hours from 1 to 168", () => {
    const form = toFormValues(saved(null));
    for (const ok of ["", "1", "5", "168"]) {
      expect(EventFormSchema.safeParse({ ...form, reminder_hours: ok }).success).toBe(true);
    }
    for (const bad of ["0", "169", "1.5", "-3", "하루"]) {
      expect(EventFormSchema.safeParse({ ...form, reminder_hours: bad }).success).toBe(false);
    }
  });
});
