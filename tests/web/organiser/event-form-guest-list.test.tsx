import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { GuestList } from "#contract/guest-list";
import {
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556699";

const saved = (guest_list: GuestList) =>
  savedEvent({
    id: EVENT,
    event_date: "2030-04-20T02:00:00.000Z",
    title: "조용한 모임",
    guest_list,
  });

const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: saved("names"),
    publicView: publicViewOf([], { ...saved("names"), revision: 1 }),
  });

const field = () => screen.getByRole("group", { name: "참석자 명단" });
const radio = (label: string) => within(field()).getByRole("radio", { name: label });

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '참석자 명단' (issue 37)", () => {
  it("offers the three choices, each with the line on what it shows, 이름 공개 first and chosen", () => {
    renderDialog(null);
    const lines = within(field())
      .getAllByRole("radio")
      .map((choice) => {
        const help = document.getElementById(choice.getAttribute("aria-describedby") ?? "");
        return [choice.getAttribute("value"), help?.textContent];
      });
    expect(lines).toEqual([
      ["names", "초대 링크를 받은 누구나 응답한 사람의 이름을 볼 수 있어요."],
      ["count", "이름 없이 참석·대기 인원만 보여요."],
      ["hidden", "이름도 인원도 보이지 않고, 자리가 있는지만 보여요."],
    ]);
    expect((radio("이름 공개") as HTMLInputElement).checked).toBe(true);
    expect(radio("인원만 공개")).toBeTruthy();
    expect(radio("비공개")).toBeTruthy();
  });

  it("sends the choice when creating", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "조용한 모임");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await user.click(radio("인원만 공개"));
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await sentBody(fetch)).guest_list).toBe("count");
  });

  it("shows the saved choice when editing and sends a change", async () => {
    const fetch = renderDialog(saved("count"));
    expect((radio("인원만 공개") as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(radio("비공개"));
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).guest_list).toBe("hidden");
  });

  it("round-trips every mode through the form's values; a new event lists names", () => {
    for (const mode of ["names", "count", "hidden"] as const) {
      const form = toFormValues(saved(mode));
      expect(form.guest_list).toBe(mode);
      expect(toEventBody(form).guest_list).toBe(mode);
    }
    expect(toEventBody(emptyEventForm()).guest_list).toBe("names");
  });
});
