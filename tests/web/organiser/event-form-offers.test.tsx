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

const EVENT = "0b5c2d9e-1111-4222-8333-444455556677";

const saved = savedEvent({
  id: EVENT,
  event_date: "2030-04-20T02:00:00.000Z",
  title: "원데이 클래스",
  location: "성수동",
  max_participants: 8,
  promotion: "offer",
  offer_hours: 12,
});

const publicView = publicViewOf([], { ...saved, revision: 1 });

/** The dialog, with the API answering whatever is sent with the saved event. */
const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: { ...saved, message: "ok", promoted: [], offered: [] },
    publicView,
  });

const hoursInput = () => screen.getByLabelText("확정 기한 (시간)") as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '빈자리 채우기'", () => {
  it("shows only with a maximum, starts at 바로 참석 and says what it does", async () => {
    renderDialog(null);
    const user = userEvent.setup();
    expect(screen.queryByText("빈자리 채우기")).toBeNull();
    await user.type(screen.getByLabelText("최대 참석자 수"), "10");
    expect(screen.getByText("빈자리 채우기")).toBeTruthy();
    expect((screen.getByLabelText("바로 참석") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("확정 기한 (시간)")).toBeNull();
    expect(document.getElementById("event-promotion-help")?.textContent).toBe(
      "자리가 나면 대기 명단의 첫 사람이 바로 참석으로 바뀝니다.",
    );
  });

  it("asks for the hours when offering, explains them, and sends both when creating", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "원데이 클래스");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.type(screen.getByLabelText("최대 참석자 수"), "8");
    await user.click(screen.getByLabelText("자리 제안"));
    expect(hoursInput().value).toBe("24");
    await user.clear(hoursInput());
    await user.type(hoursInput(), "6");
    expect(document.getElementById("event-promotion-help")?.textContent).toBe(
      "자리가 나면 대기 명단의 첫 사람에게 자리를 제안합니다. 6시간 안에 참석을 확정하지 않으면 다음 사람에게 넘어갑니다.",
    );
    await user.click(screen.getByRole("button", { name: "만들기" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ max_participants: 8, promotion: "offer", offer_hours: 6 });
  });

  it("sends the default (바로 참석, 24 hours) for an event without a maximum", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "번개");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ max_participants: null, promotion: "instant", offer_hours: 24 });
  });

  it("refuses hours outside 1 to 72 and sends nothing", async () => {
    const fetch = renderDialog(saved);
    const user = userEvent.setup();
    await user.clear(hoursInput());
    await user.type(hoursInput(), "73");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(
      await screen.findByText("확정 기한은 1~72시간 사이의 정수로 입력해주세요."),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the saved choice when editing and sends a change", async () => {
    const fetch = renderDialog(saved);
    expect((screen.getByLabelText("자리 제안") as HTMLInputElement).checked).toBe(true);
    expect(hoursInput().value).toBe("12");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("바로 참석"));
    await user.click(screen.getByRole("button", { name: "저장" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ promotion: "instant", offer_hours: 12 });
  });
});

describe("promotion and offer_hours between the form and the API", () => {
  it("round-trip through the form's values; a new event's are 바로 참석 and 24 hours", () => {
    expect(toFormValues(saved)).toMatchObject({ promotion: "offer", offer_hours: "12" });
    expect(toEventBody(toFormValues(saved))).toMatchObject({ promotion: "offer", offer_hours: 12 });
    expect(emptyEventForm()).toMatchObject({ promotion: "instant", offer_hours: "24" });
  });

  it("check the hours only for an offer with a maximum", () => {
    const form = toFormValues(saved);
    for (const ok of ["1", "72", " 24 "]) {
      expect(EventFormSchema.safeParse({ ...form, offer_hours: ok }).success).toBe(true);
    }
    for (const bad of ["0", "73", "", "1.5", "-2"]) {
      expect(EventFormSchema.safeParse({ ...form, offer_hours: bad }).success).toBe(false);
    }
    expect(
      EventFormSchema.safeParse({ ...form, promotion: "instant", offer_hours: "0" }).success,
    ).toBe(true);
    expect(
      EventFormSchema.safeParse({ ...form, max_participants: "", offer_hours: "" }).success,
    ).toBe(true);
  });
});
