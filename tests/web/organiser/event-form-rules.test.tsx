import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventCreate } from "#contract/events";
import { EVENT_PROBLEM_TEXT } from "../../../web/features/organiser/components/event-form/event-problem-text";
import { renderEventForm } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";
import { readIn } from "../../support/web/language";

/**
 * The dialog checks an event by the API's own rules (worker/contract/event-rules.ts) and words
 * their problems in the reader's language by the codes the API sends.
 */
const saved = savedEvent({ event_date: "2030-04-20T02:00:00.000Z", title: "토요 러닝" });

const renderDialog = () =>
  renderEventForm(saved, {
    reply: { ...saved, message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved, revision: 1 }),
  });

afterEach(() => vi.unstubAllGlobals());

describe("the event dialog's rules", () => {
  it("refuses a maximum over the API's cap beside the field, and sends nothing", async () => {
    const fetch = renderDialog();
    const user = userEvent.setup();
    const max = screen.getByLabelText("최대 참석자 수");
    await user.clear(max);
    await user.type(max, "100001");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("최대 참석자 수는 10만 명까지입니다.")).toBeTruthy();
    expect(max.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("calls an emptied title wrong only once a save was tried, then as it is typed", async () => {
    const fetch = renderDialog();
    const user = userEvent.setup();
    const title = screen.getByLabelText("제목 *");
    await user.clear(title);
    // On to the next field: leaving the title for later is no mistake yet.
    await user.click(screen.getByLabelText("장소"));
    expect(title.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("제목을 입력해주세요.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("제목을 입력해주세요.")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
    // Typing it takes the problem away at once.
    await user.type(title, "토요 러닝");
    expect(screen.queryByText("제목을 입력해주세요.")).toBeNull();
  });

  it("has Korean and English words for each problem the API names in a refusal", () => {
    const refused = EventCreate.safeParse({
      title: " ",
      description: "가".repeat(5001),
      location: "\u202Eevil",
      event_date: "2030-04-20T02:00:00.000Z",
      deadline_date: "2030-04-21T02:00:00.000Z",
      max_participants: 100_001,
      reminder_message: "\u0007",
      contact: "가".repeat(201),
    });
    const problems = (refused.error?.issues ?? []).map(
      (issue) =>
        (issue as { params?: { problem?: keyof typeof EVENT_PROBLEM_TEXT } }).params?.problem,
    );
    expect(problems).toEqual([
      "title_required",
      "description_too_long",
      "location_invalid_characters",
      "max_participants_too_many",
      "reminder_message_invalid_characters",
      "contact_too_long",
      "deadline_after_event",
    ]);
    const words = () =>
      problems.map((problem) => EVENT_PROBLEM_TEXT[problem as keyof typeof EVENT_PROBLEM_TEXT]());
    for (const text of words()) expect(text).toMatch(/[가-힣]/);
    readIn("en");
    for (const text of words()) expect(text).toMatch(/^[^가-힣]+$/);
    expect(words()[3]).toBe("The maximum can't be more than 100 thousand.");
  });
});
