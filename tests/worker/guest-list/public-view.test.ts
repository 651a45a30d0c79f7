import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { submit } from "../../support/worker/events";
import {
  ALL_GUESTS,
  answer,
  COUNT_FIELDS,
  eventShowing,
  expectNames,
  expectNoNames,
  expectShapedBy,
  fullEvent,
  GUEST_LISTS,
  GUESTS,
  type GuestList,
  maskedView,
  type SeatState,
  showGuestList,
} from "../../support/worker/guest-list";

/**
 * Decision 0041: the public view (GET /events/{id}/public) as each guest list shapes it. `names` is
 * today's; `count` lists nobody and keeps the counts; `hidden` lists nobody and counts nothing.
 * `seat_state` says where a newcomer stands, in every mode.
 */

/** The counts of the full event (fullEvent): what names and count show alike. */
const FULL_COUNTS = {
  attending_count: 2,
  attending_seats: 3,
  waiting_count: 1,
  waiting_seats: 1,
  offered_count: 0,
  offered_seats: 0,
  total_responses: 4,
};

describe("the public view of an event listing names", () => {
  it("lists every response with its name and message, and counts them, as every event did before the setting", async () => {
    const { token } = await newUser();
    // Left out: names is the default, today's page.
    const event = await fullEvent(token, undefined);
    const view = await maskedView(event.id);
    expect(view.responses.map((r) => [r.name, r.status, r.message])).toEqual([
      [GUESTS.first, "attending", `${GUESTS.first}의 메시지`],
      [GUESTS.second, "attending", `${GUESTS.second}의 메시지`],
      [GUESTS.maybe, "maybe", `${GUESTS.maybe}의 메시지`],
      [GUESTS.waiting, "waiting", `${GUESTS.waiting}의 메시지`],
    ]);
    expect(view).toMatchObject(FULL_COUNTS);
  });

  it("says so, and where a newcomer stands", async () => {
    const { token } = await newUser();
    const event = await fullEvent(token, "names");
    const view = await maskedView(event.id);
    expectShapedBy(view, "names");
    expect(view.seat_state).toBe("full");
    expectNames(JSON.stringify(view), ALL_GUESTS, "the public view");
  });
});

describe("the public view of an event showing counts only", () => {
  it("lists nobody, and keeps every count", async () => {
    const { token } = await newUser();
    const event = await fullEvent(token, "count");
    const view = await maskedView(event.id);
    expectShapedBy(view, "count");
    expect(view).toMatchObject({ ...FULL_COUNTS, seat_state: "full" });
    expectNoNames(JSON.stringify(view), ALL_GUESTS, "the public view");
  });
});

describe("the public view of an event hiding its guest list", () => {
  it("lists nobody and counts nothing, and still says where a newcomer stands", async () => {
    const { token } = await newUser();
    const event = await fullEvent(token, "hidden");
    const view = await maskedView(event.id);
    expectShapedBy(view, "hidden");
    expect(view.seat_state).toBe("full");
    expectNoNames(JSON.stringify(view), ALL_GUESTS, "the public view");
    // The rest of the event is as before.
    expect(view).toMatchObject({ title: "명단 모임", max_participants: 3, max_guests: 1 });
  });

  it("answers the same whoever and however many answered, but for the revision", async () => {
    const { token } = await newUser();
    const shared = {
      title: "같은 모임",
      event_date: "2031-05-01T10:00:00.000Z",
      max_participants: 9,
    };
    const few = await eventShowing(token, "hidden", shared);
    const many = await eventShowing(token, "hidden", shared);
    await answer(few.id, GUESTS.first);
    for (const name of ALL_GUESTS) await answer(many.id, name);
    const comparable = async (eventId: string) => {
      const { revision: _revision, id: _id, ...rest } = await maskedView(eventId);
      return rest;
    };
    expect(await comparable(many.id)).toEqual(await comparable(few.id));
  });
});

/**
 * One event per seat state: no maximum (null); seats left (open); seats left but a party of
 * three waits for them (queue); none left (full).
 */
async function eventStanding(token: string, mode: GuestList, state: SeatState) {
  if (state === null) {
    const event = await eventShowing(token, mode, { title: "정원 없음" });
    await answer(event.id, GUESTS.first);
    return event;
  }
  const event = await eventShowing(token, mode, {
    title: `자리 ${state}`,
    max_participants: 3,
    max_guests: 2,
  });
  await answer(event.id, GUESTS.first);
  if (state === "queue") {
    // Two seats free; a party of three waits whole for them.
    expect((await answer(event.id, GUESTS.second, { guests: 2 })).response.status).toBe("waiting");
  }
  if (state === "full") await answer(event.id, GUESTS.second, { guests: 1 });
  return event;
}

describe("seat_state", () => {
  it.each(GUEST_LISTS)("says where a newcomer stands under %s", async (mode) => {
    const { token } = await newUser();
    for (const state of [null, "open", "queue", "full"] as const) {
      const event = await eventStanding(token, mode, state);
      const view = await maskedView(event.id);
      expect(view.seat_state, `${mode}, ${state}`).toBe(state);
      expectShapedBy(view, mode);
    }
  });

  it("follows the room: a sign-up that fills the last seat makes it full, a cancellation opens it", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, "hidden", { title: "한 자리", max_participants: 1 });
    expect((await maskedView(event.id)).seat_state).toBe("open");
    await answer(event.id, GUESTS.first);
    expect((await maskedView(event.id)).seat_state).toBe("full");
    const left = await api(
      `/events/${event.id}/delete?name=${encodeURIComponent(GUESTS.first)}&password=1234`,
      { method: "DELETE" },
    );
    expect(left.status).toBe(200);
    expect((await maskedView(event.id)).seat_state).toBe("open");
  });
});

describe("the organiser of an event that hides its list", () => {
  it.each(["count", "hidden"] as const)(
    "still sees every response and count under %s",
    async (mode) => {
      const owner = await newUser();
      const event = await fullEvent(owner.token, mode);
      const responses = await api(`/events/${event.id}/responses`, { token: owner.token });
      expect(responses.status).toBe(200);
      const { data } = (await responses.json()) as {
        data: { name: string; status: string; message: string | null }[];
      };
      expect(data.map((r) => r.name).sort()).toEqual([...ALL_GUESTS].sort());
      expect(data.find((r) => r.name === GUESTS.waiting)?.message).toBe(
        `${GUESTS.waiting}의 메시지`,
      );
      const stats = await api(`/events/${event.id}/stats`, { token: owner.token });
      expect(stats.status).toBe(200);
      expect(await stats.json()).toMatchObject({
        total_responses: 4,
        attending_count: 2,
        attending_seats: 3,
        waiting_count: 1,
        maybe_count: 1,
      });
      // Another organiser sees the public view only.
      const stranger = await newUser();
      const theirs = await api(`/events/${event.id}/responses`, { token: stranger.token });
      expect(theirs.status).toBe(404);
    },
  );

  it("changes what the public sees at once, and back", async () => {
    const owner = await newUser();
    const event = await fullEvent(owner.token, "names");
    expectShapedBy(await maskedView(event.id), "names");
    for (const mode of ["hidden", "count", "names"] as const) {
      await showGuestList(owner.token, event.id, mode);
      const view = await maskedView(event.id);
      expectShapedBy(view, mode);
      if (mode === "names") expectNames(JSON.stringify(view));
      else expectNoNames(JSON.stringify(view));
    }
  });
});

describe("a sign-up with a name already taken", () => {
  // Known and accepted (docs/security.md): the refusal tells a guesser that the name exists.
  it("is still refused under hidden, as today", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, "hidden", { title: "이름 중복" });
    await answer(event.id, GUESTS.first);
    const again = await submit(event.id, { name: GUESTS.first, password: "5678" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("response_exists");
    const view = await maskedView(event.id);
    for (const field of COUNT_FIELDS) expect(view[field], field).toBeNull();
  });
});
