import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, inADay, inAWeek } from "../../support/worker/events";
import { choices, issuesOf } from "../../support/worker/questions";

/**
 * A refused event names each problem by its rule's code (worker/contract/event-rules.ts and
 * question-rules.ts), which the dialog words in Korean, beside the API's English; asked again,
 * it answers the same (a rule's issue must not carry the last request's path along).
 */
describe("an event's refused fields", () => {
  it("are named by code, with the API's words, the same on every request", async () => {
    const { token } = await newUser();
    const body = {
      title: "가".repeat(256),
      event_date: inADay(),
      deadline_date: inAWeek(),
      max_participants: 100_001,
      questions: [{ label: "", kind: "choice", choices: choices("하나", " 하나 ") }],
    };
    const refusals = [];
    for (const _ of [1, 2]) {
      const res = await api("/events/", { method: "POST", token, json: body });
      expect(res.status).toBe(422);
      refusals.push(await issuesOf(res));
    }
    expect(refusals[0]).toEqual([
      {
        loc: ["body", "title"],
        msg: "Title must be at most 255 characters",
        type: "title_too_long",
      },
      {
        loc: ["body", "max_participants"],
        msg: "max_participants must be at most 100000",
        type: "max_participants_too_many",
      },
      { loc: ["body", "questions", 0, "label"], msg: "label is required", type: "label_required" },
      {
        loc: ["body", "questions", 0, "choices", 1, "label"],
        msg: "Choices must differ",
        type: "choice_repeated",
      },
      {
        loc: ["body", "deadline_date"],
        msg: "The response deadline cannot be after the event date",
        type: "deadline_after_event",
      },
    ]);
    expect(refusals[1]).toEqual(refusals[0]);
    const list = await api("/events/", { token });
    expect(((await list.json()) as { count: number }).count).toBe(0);
  });

  it("on an update, compare the deadline with the event's kept date, and change nothing", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "그대로", event_date: inADay() });
    const res = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { title: "바뀜", deadline_date: inAWeek() },
    });
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual([
      {
        loc: ["body", "deadline_date"],
        msg: "The response deadline cannot be after the event date",
        type: "deadline_after_event",
      },
    ]);
    const read = await api(`/events/${event.id}`, { token });
    expect(((await read.json()) as { title: string }).title).toBe("그대로");
  });

  it("on an update that moves the date before the kept deadline, answer as the create does", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "그대로",
      event_date: inAWeek(),
      deadline_date: inADay(),
    });
    const moved = new Date(Date.now() + 3_600_000).toISOString();
    const update = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { event_date: moved },
    });
    const create = await api("/events/", {
      method: "POST",
      token,
      json: { title: "새 모임", event_date: moved, deadline_date: inADay() },
    });
    expect([update.status, create.status]).toEqual([422, 422]);
    const issues = await issuesOf(update);
    expect(issues).toEqual([
      {
        loc: ["body", "deadline_date"],
        msg: "The response deadline cannot be after the event date",
        type: "deadline_after_event",
      },
    ]);
    expect(await issuesOf(create)).toEqual(issues);
    const kept = (await (await api(`/events/${event.id}`, { token })).json()) as {
      event_date: string;
    };
    expect(Date.parse(kept.event_date)).toBeGreaterThan(Date.parse(moved) + 86_400_000);
  });
});
