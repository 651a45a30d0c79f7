import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic, EventsPublic } from "#contract/events";
import type { GuestList } from "#contract/guest-list";
import { useUpdateEvent } from "../../../web/features/organiser/api/update-event";
import {
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { eventKeys } from "../../../web/lib/event-keys";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
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

describe("the event form's '참석자 명단' (decision 0041)", () => {
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

  it("says, editing an event that hid names, that showing them shows those who answered", async () => {
    renderDialog(saved("count"));
    const user = userEvent.setup();
    expect(screen.queryByTestId("guest-list-reveals")).toBeNull();
    await user.click(radio("이름 공개"));
    expect(screen.getByTestId("guest-list-reveals").textContent).toBe(
      "지금까지 응답한 사람들의 이름과 메시지도 초대 링크를 받은 누구나 보게 돼요. 이름이 공개되지 않는다고 생각하고 응답한 사람이 있을 수 있어요.",
    );
    await user.click(radio("비공개"));
    expect(screen.queryByTestId("guest-list-reveals")).toBeNull();
  });

  it("says nothing of it when creating, or when the names were shown already", async () => {
    const user = userEvent.setup();
    for (const event of [null, saved("names")]) {
      renderDialog(event);
      await user.click(radio("인원만 공개"));
      await user.click(radio("이름 공개"));
      expect(screen.queryByTestId("guest-list-reveals")).toBeNull();
      cleanup();
    }
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

describe("a saved change in the organiser's lists", () => {
  it("is there at once, so the dialog opened again before the lists are read anew shows it", async () => {
    const reply = { ...saved("hidden"), message: "ok", promoted: [], offered: [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, reply)),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const other = savedEvent({ id: "0b5c2d9e-1111-4222-8333-444455550000", title: "다른 모임" });
    client.setQueryData(eventKeys.list(1), { data: [saved("names"), other], count: 2 });
    const { result } = renderHook(() => useUpdateEvent(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await act(() =>
      result.current.mutateAsync({
        eventId: EVENT,
        event: { guest_list: "hidden" },
        signal: new AbortController().signal,
      }),
    );
    const list = client.getQueryData<EventsPublic>(eventKeys.list(1));
    expect(list?.data.map((event) => event.guest_list)).toEqual(["hidden", "names"]);
    expect(list?.data[0]).not.toHaveProperty("message");
  });
});
