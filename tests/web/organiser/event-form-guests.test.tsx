import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import {
  EventFormSchema,
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556666";

const saved = savedEvent({
  id: EVENT,
  title: "봄 소풍",
  event_date: "2030-04-20T02:00:00.000Z",
  location: "한강공원",
  max_participants: 20,
  max_guests: 2,
});

/** The public view as the dashboard's live counts already hold it. */
const view = (responses: ResponsePublic[]) => publicViewOf(responses, { ...saved, revision: 3 });

/** The dialog, with the API answering whatever is sent with the saved event. */
const renderDialog = (event: EventPublic | null, publicView?: EventPublicView) =>
  renderEventForm(event, { reply: { ...saved, message: "ok", promoted: [] }, publicView });

const guestsSelect = () => screen.getByLabelText("동반 인원") as HTMLSelectElement;

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '동반 인원'", () => {
  it("offers 받지 않음 and 1 to 10, starts at 받지 않음, and says guests count against the maximum", () => {
    renderDialog(null);
    const select = guestsSelect();
    expect(select.value).toBe("0");
    expect([...select.options].map((option) => option.text)).toEqual([
      "받지 않음",
      ...Array.from({ length: 10 }, (_, index) => `${index + 1}명까지`),
    ]);
    const help = document.getElementById(select.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("본인 외에");
    expect(help?.textContent).toContain("최대 참석자 수에 포함");
  });

  it("sends the chosen number when creating", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "봄 소풍");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.selectOptions(guestsSelect(), "3");
    await user.click(screen.getByRole("button", { name: "만들기" }));
    const body = await sentBody(fetch);
    expect(body.max_guests).toBe(3);
    expect(body.title).toBe("봄 소풍");
  });

  it("shows the saved number when editing and sends a change", async () => {
    const fetch = renderDialog(saved, view([]));
    expect(guestsSelect().value).toBe("2");
    const user = userEvent.setup();
    await user.selectOptions(guestsSelect(), "0");
    await user.click(screen.getByRole("button", { name: "저장" }));
    const body = await sentBody(fetch);
    expect(body.max_guests).toBe(0);
  });

  it("keeps the saved number in an edit that changes something else", async () => {
    const fetch = renderDialog(saved, view([]));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("장소"));
    await user.type(screen.getByLabelText("장소"), "서울숲");
    await user.click(screen.getByRole("button", { name: "저장" }));
    const body = await sentBody(fetch);
    expect(body).toMatchObject({ location: "서울숲", max_guests: 2 });
  });

  it("says, when lowered below what some responses bring, that they keep their guests", async () => {
    renderDialog(
      saved,
      view([
        publicResponse(1, "attending", { name: "민지", guests: 2 }),
        publicResponse(2, "attending", { name: "서준", guests: 1 }),
        publicResponse(3, "attending", { name: "하늘" }),
      ]),
    );
    expect(screen.queryByTestId("guests-warning")).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(guestsSelect(), "1");
    expect(screen.getByTestId("guests-warning").textContent).toContain(
      "동반 인원이 1명보다 많은 응답 1개는 그대로 남습니다",
    );
    await user.selectOptions(guestsSelect(), "0");
    expect(screen.getByTestId("guests-warning").textContent).toContain(
      "이미 동반 인원을 적은 응답 2개는 그대로 남습니다",
    );
  });
});

describe("max_guests between the form and the API", () => {
  it("round-trips through the form's values, and a new event's is 0", () => {
    expect(toFormValues(saved).max_guests).toBe("2");
    expect(toEventBody(toFormValues(saved)).max_guests).toBe(2);
    expect(emptyEventForm().max_guests).toBe("0");
  });

  it("accepts 0 to 10 only", () => {
    const form = { ...toFormValues(saved) };
    for (const ok of ["0", "10"]) {
      expect(EventFormSchema.safeParse({ ...form, max_guests: ok }).success).toBe(true);
    }
    for (const bad of ["11", "-1", "", "1.5"]) {
      expect(EventFormSchema.safeParse({ ...form, max_guests: bad }).success).toBe(false);
    }
  });
});
