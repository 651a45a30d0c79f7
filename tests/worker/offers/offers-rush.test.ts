import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import {
  cancel,
  createEvent,
  modify,
  type PublicView,
  publicView,
  range,
  submit,
} from "../../support/worker/events";

const CAPACITY = 4;
// An offer hour lasts a second in the Worker tests (vitest.worker.config.ts), and the event
// offers for one hour: each offer here lapses a second after it is made, on the test clock.
const queued = (i: number) => `대기${String(i).padStart(2, "0")}`;
/** Party sizes in turn: 1, 2, 3 seats. */
const guestsOf = (i: number) => i % 3;

/** What each offered party does with its offer, by its place in the queue. */
type Answer = "accept" | "decline" | "lapse";
const answerOf = (i: number): Answer => (["accept", "lapse", "decline"] as const)[i % 3];

/** An offered party's try to attend, or its decline. */
const change = (eventId: string, name: string, status: "attending" | "not_attending") =>
  modify(eventId, name, { password: "1234", status });

/**
 * What must hold of every view: seats within capacity, counting those held by offers; the
 * queue (offers, then waiting) in its order; and its head never fitting the free seats.
 */
function checkView(view: PublicView, queue: string[]) {
  const rows = view.responses;
  const seats = (status: string) =>
    rows.filter((r) => r.status === status).reduce((sum, r) => sum + 1 + r.guests, 0);
  expect(view.attending_seats).toBe(seats("attending"));
  expect(view.offered_seats).toBe(seats("offered"));
  expect(view.attending_seats + view.offered_seats).toBeLessThanOrEqual(CAPACITY);
  const inQueue = rows.filter((r) => r.status === "offered" || r.status === "waiting");
  const places = inQueue.map((r) => queue.indexOf(r.name));
  expect(places).toEqual([...places].sort((a, b) => a - b));
  const firstWaiting = inQueue.findIndex((r) => r.status === "waiting");
  if (firstWaiting >= 0) {
    expect(inQueue.slice(firstWaiting).every((r) => r.status === "waiting")).toBe(true);
    const free = CAPACITY - view.attending_seats - view.offered_seats;
    expect(1 + inQueue[firstWaiting].guests).toBeGreaterThan(free);
  }
  for (const row of rows) {
    expect(row.offer_expires_at === null).toBe(row.status !== "offered");
  }
}

describe("a rush of seat offers", () => {
  it("never holds more seats than there are, keeps the queue's order, and every answer agrees with the room", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const { id } = await createEvent(token, {
      max_participants: CAPACITY,
      max_guests: 2,
      promotion: "offer",
      offer_hours: 1,
    });
    for (const i of range(CAPACITY)) await submit(id, { name: `참석${i}` });
    const queue = range(12).map(queued);
    for (const i of range(12)) {
      const res = await submit(id, { name: queued(i), guests: guestsOf(i) });
      expect(((await res.json()) as { response: { status: string } }).response.status).toBe(
        "waiting",
      );
    }

    // Everyone attending leaves at once, as three of those waiting give up.
    const leaving = await Promise.all([
      ...range(CAPACITY).map((i) => cancel(id, `참석${i}`)),
      ...[3, 7, 10].map((i) => cancel(id, queued(i))),
    ]);
    expect(leaving.map((res) => res.status)).toEqual(Array(CAPACITY + 3).fill(200));
    const gone = new Set([3, 7, 10].map(queued));
    const stillQueued = queue.filter((name) => !gone.has(name));

    // Each offer is answered as it appears: accepted or declined at once, all of a round
    // together; or left to lapse and tried too late, at the instant it lapses and just after,
    // while the room still answers the others' tries.
    const answers = new Map<string, { answer: Answer; replies: Promise<Response>[] }>();
    const firstOffered = new Map<string, number>();
    for (let round = 0; ; round += 1) {
      expect(round, "offers still open after every party had its turn").toBeLessThan(20);
      const view = await publicView(id);
      checkView(view, stillQueued);
      const offered = view.responses.filter((r) => r.status === "offered");
      // No offer open: nothing more moves (the queue's head does not fit, checked above).
      if (offered.length === 0) break;
      const atOnce: Promise<Response>[] = [];
      const lapsing: { name: string; at: number }[] = [];
      for (const row of offered) {
        if (!firstOffered.has(row.name)) firstOffered.set(row.name, round);
        if (answers.has(row.name)) continue;
        const answer = answerOf(queue.indexOf(row.name));
        const replies: Promise<Response>[] = [];
        answers.set(row.name, { answer, replies });
        if (answer === "lapse") {
          lapsing.push({ name: row.name, at: Date.parse(row.offer_expires_at ?? "") });
        } else {
          replies.push(change(id, row.name, answer === "accept" ? "attending" : "not_attending"));
          atOnce.push(...replies);
        }
      }
      // Those answered at once are in before the clock moves: none of them lapses unanswered.
      await Promise.all(atOnce);
      for (const { name, at } of lapsing.sort((a, b) => a.at - b.at)) {
        const replies = answers.get(name)?.replies ?? [];
        clock.pass(Math.max(0, at - Date.now()));
        const atTheInstant = change(id, name, "attending");
        replies.push(atTheInstant);
        // Answered before the clock moves on: the room sees it at the very instant of the lapse.
        await atTheInstant;
        clock.pass(35);
        replies.push(change(id, name, "attending"));
      }
    }

    // Every offer was answered and settled; nobody waits with seats free.
    await Promise.all([...answers.values()].flatMap((a) => a.replies));
    const final = await publicView(id);
    checkView(final, stillQueued);
    expect(final.offered_count).toBe(0);
    const status = new Map(final.responses.map((r) => [r.name, r.status]));
    for (const [name, { answer, replies }] of answers) {
      const settled = await Promise.all(replies);
      const bodies = await Promise.all(
        settled.map(async (res) => ({ status: res.status, body: (await res.json()) as never })),
      );
      if (answer === "lapse") {
        // Tried only after the offer's time was up: never an accepted offer. The response
        // lapsed to not attending, so each try is an ordinary request to attend: refused while
        // the seats are held or others wait, taken only once the queue is empty and a seat free.
        for (const reply of bodies) {
          if (reply.status === 200) {
            const body = reply.body as { message: string; response: { status: string } };
            expect(body.message).not.toContain("Offer accepted");
            expect(body.response.status).toBe("attending");
          } else {
            expect((reply.body as { code: string }).code).toBe("event_full");
          }
        }
        const took = bodies.some((reply) => reply.status === 200);
        expect(status.get(name)).toBe(took ? "attending" : "not_attending");
      } else {
        expect(bodies.map((reply) => reply.status)).toEqual([200]);
        const stored = answer === "accept" ? "attending" : "not_attending";
        expect((bodies[0].body as { response: { status: string } }).response.status).toBe(stored);
        expect(status.get(name)).toBe(stored);
      }
    }
    // Offers went out in queue order: nobody was offered a seat before someone ahead of them.
    const offeredOrder = stillQueued.filter((name) => firstOffered.has(name));
    const rounds = offeredOrder.map((name) => firstOffered.get(name) ?? 0);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    // All three kinds of answer happened.
    expect(new Set([...answers.values()].map((a) => a.answer))).toEqual(
      new Set(["accept", "decline", "lapse"]),
    );
  });
});
