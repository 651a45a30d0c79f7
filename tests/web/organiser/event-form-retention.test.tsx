import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import {
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { appSettings, renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { json, refusedField } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { readIn } from "../../support/web/language";

/**
 * '응답자 개인정보 보관': the days after the event that its responses' personal data is kept,
 * 1 to the installation's RETENTION_DAYS (GET /utils/config), which a new event starts from.
 */
const EVENT = "0b5c2d9e-1111-4222-8333-444455556611";

const saved = (retention_days = 30) =>
  savedEvent({
    id: EVENT,
    event_date: "2030-04-20T02:00:00.000Z",
    title: "토요 러닝",
    retention_days,
  });

/** The dialog on `event` (a new one when null), the installation keeping `days` days. */
const renderDialog = (
  event: EventPublic | null,
  days = 30,
  options: { settingsRead?: boolean } = {},
) =>
  renderEventForm(event, {
    reply: { ...saved(), message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved(), revision: 1 }),
    settings: appSettings(days),
    ...options,
  });

const daysInput = () => screen.getByLabelText("응답자 개인정보 보관") as HTMLInputElement;
const help = () => document.getElementById("event-retention-help")?.textContent;
const ERASED = "이름, 비밀번호, 이메일 주소, 질문 답, 메시지, 알림 구독";

async function typeDays(user: ReturnType<typeof userEvent.setup>, days: string) {
  await user.clear(daysInput());
  if (days) await user.type(daysInput(), days);
}

/** A new event's title and date typed, its days as given, then 만들기. */
async function createWith(days: string | null) {
  const fetch = renderDialog(null);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("제목 *"), "토요 러닝");
  await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
  if (days !== null) await typeDays(user, days);
  await user.click(screen.getByRole("button", { name: "만들기" }));
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the event form's '응답자 개인정보 보관'", () => {
  it("starts a new event at the installation's days, says its bound and what is erased then", () => {
    renderDialog(null, 30);
    expect(daysInput().value).toBe("30");
    expect(daysInput().max).toBe("30");
    expect(screen.getByText("최대 30일")).toBeTruthy();
    expect(help()).toBe(`모임 30일 뒤 응답자의 ${ERASED}을 지우고 통계의 숫자만 남겨요.`);
  });

  it("sends the days typed when creating, its help following them", async () => {
    const fetch = renderDialog(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("제목 *"), "토요 러닝");
    await user.type(screen.getByLabelText("모임 일시 *"), "2030-04-20T11:00");
    await typeDays(user, "7");
    expect(help()).toBe(`모임 7일 뒤 응답자의 ${ERASED}을 지우고 통계의 숫자만 남겨요.`);
    await user.click(screen.getByRole("button", { name: "만들기" }));
    expect((await sentBody(fetch)).retention_days).toBe(7);
  });

  it("sends the installation's days left as they are, and null (the same days) for an empty field", async () => {
    expect((await sentBody(await createWith(null))).retention_days).toBe(30);
    cleanup();
    expect((await sentBody(await createWith(""))).retention_days).toBeNull();
  });

  it("refuses more days than the installation keeps, or none, beside the field and sends nothing", async () => {
    const fetch = renderDialog(saved(7), 14);
    const user = userEvent.setup();
    for (const days of ["15", "0", "1.5"]) {
      await typeDays(user, days);
      await user.click(screen.getByRole("button", { name: "저장" }));
      expect(
        await screen.findByText("보관 기간은 1~14일 사이의 정수로 입력해주세요."),
      ).toBeTruthy();
      expect(daysInput().getAttribute("aria-invalid")).toBe("true");
    }
    await typeDays(user, "14");
    await waitFor(() =>
      expect(screen.queryByText("보관 기간은 1~14일 사이의 정수로 입력해주세요.")).toBeNull(),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the days on the field, and reads the installation's bound again", async () => {
    // The installation kept 30 days when the dashboard read its settings; it keeps fewer now.
    const fetch = renderDialog(saved(30), 30);
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.body
        ? refusedField(
            "retention_days",
            "retention_days must be at most 14, this installation's RETENTION_DAYS",
            "retention_too_long",
          )
        : json(200, String(input).includes("/utils/config") ? appSettings(14) : saved()),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(
      await screen.findByText("이 서비스에서 정할 수 있는 보관 기간보다 길어요."),
    ).toBeTruthy();
    expect(daysInput().getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("최대 14일")).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/utils/config"))).toBe(true);
  });

  it("shows the saved days when editing, and sends them unchanged or changed", async () => {
    const fetch = renderDialog(saved(7));
    expect(daysInput().value).toBe("7");
    const user = userEvent.setup();
    await typeDays(user, "3");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect((await sentBody(fetch)).retention_days).toBe(3);
    expect(toEventBody(toFormValues(saved(7))).retention_days).toBe(7);
  });

  it("takes the installation's days when they arrive after the dialog opened, as nothing typed", async () => {
    renderDialog(null, 21, { settingsRead: false });
    await waitFor(() => expect(daysInput().value).toBe("21"));
    expect(screen.getByText("최대 21일")).toBeTruthy();
    // Untouched: closing asks nothing.
    await userEvent.setup().click(screen.getByRole("button", { name: "취소" }));
    expect(screen.queryByTestId("discard-question")).toBeNull();
  });

  it("is worded in English for a reader in English", () => {
    readIn("en");
    renderDialog(null, 1);
    expect((screen.getByLabelText("Keep responses' personal data") as HTMLInputElement).value).toBe(
      "1",
    );
    expect(screen.getByText("day after the event")).toBeTruthy();
    expect(screen.getByText("At most 1")).toBeTruthy();
    expect(help()).toBe(
      "1 day after the event, the responses' names, passwords, email addresses, answers, messages and push subscriptions are erased. Only the numbers in the stats stay.",
    );
  });
});

describe("retention_days between the form and the API", () => {
  it("round-trips; a new event's form holds the installation's days, or nothing before they are known", () => {
    expect(toFormValues(saved(12))).toMatchObject({ retention_days: "12" });
    expect(toEventBody(toFormValues(saved(12)))).toMatchObject({ retention_days: 12 });
    expect(emptyEventForm(30)).toMatchObject({ retention_days: "30" });
    expect(emptyEventForm()).toMatchObject({ retention_days: "" });
  });
});
