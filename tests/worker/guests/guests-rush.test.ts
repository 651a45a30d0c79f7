import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  modify,
  publicView,
  range,
  type SubmitReply,
  submit,
} from "../../support/worker/events";

const CAPACITY = 12;
const name = (i: number) => `일행${String(i).padStart(3, "0")}`;
/** Party sizes in turn: 1, 2, 3, 4 seats (0 to 3 guests). */
const guestsOf = (i: number) => i % 4;

type Row = { id: string; name: string; status: string; guests: number };

/**
 * The seat rule of decision 0021 replayed over the room's serial order: a party attends only
 * while nobody waits and all its seats are free, else it waits whole, in order.
 */
function replay(replies: SubmitReply[]) {
  let seats = 0;
  let waiting = 0;
  return [...replies]
    .sort((a, b) => a.revision - b.revision)
    .map((reply) => {
      const need = 1 + reply.response.guests;
      const attends = waiting === 0 && seats + need <= CAPACITY;
      if (attends) seats += need;
      else waiting += 1;
      return { reply, attends, place: attends ? null : waiting };
    });
}

/** What must hold of the stored list at any time: seats within capacity, queue in order. */
function checkRoom(rows: Row[]) {
  const attending = rows.filter((r) => r.status === "attending");
  const queue = rows.filter((r) => r.status === "waiting");
  const seats = attending.reduce((sum, r) => sum + 1 + r.guests, 0);
  expect(seats).toBeLessThanOrEqual(CAPACITY);
  // Strict order: the head of the queue would not fit in the free seats (else it would be in).
  if (queue.length > 0) expect(seats + 1 + queue[0].guests).toBeGreaterThan(CAPACITY);
  return { seats, queue };
}

describe("a rush of mixed parties into an event with 12 seats", () => {
  it("never exceeds the seats or splits a party, keeps strict order, and every reply agrees with the room", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: CAPACITY, max_guests: 3 });
    const responses = await Promise.all(
      range(60).map((i) => submit(event.id, { name: name(i), guests: guestsOf(i) })),
    );
    expect(responses.map((res) => res.status)).toEqual(range(60).map(() => 201));
    const replies = (await Promise.all(responses.map((res) => res.json()))) as SubmitReply[];

    const view = await publicView(event.id);
    const { seats, queue: waiting } = checkRoom(view.responses);
    expect(view.attending_seats).toBe(seats);
    expect(view.waiting_seats).toBe(waiting.reduce((n, r) => n + 1 + r.guests, 0));
    const stored = new Map(view.responses.map((r) => [r.id, r]));
    for (const { reply, attends, place } of replay(replies)) {
      const row = stored.get(reply.response.id);
      expect(row?.status).toBe(attends ? "attending" : "waiting");
      expect(reply.response.status).toBe(row?.status);
      expect(reply.waiting_position).toBe(place);
    }

    // Then the attending parties and some waiting ones leave at once, while others change
    // their guests: after every reply is in, the room still holds the rules, and whoever was
    // promoted came from the head of the queue, in order.
    const attending = view.responses.filter((r) => r.status === "attending").map((r) => r.name);
    const queueBefore = view.responses.filter((r) => r.status === "waiting").map((r) => r.name);
    const leavingQueue = queueBefore.slice(-6);
    const shrinking = queueBefore.slice(-12, -6);
    const changes = await Promise.all([
      ...attending.map((who) => cancel(event.id, who)),
      ...leavingQueue.map((who) => cancel(event.id, who)),
      ...shrinking.map((who) => modify(event.id, who, { password: "1234", guests: 0 })),
    ]);
    expect(changes.map((res) => res.status)).toEqual(changes.map(() => 200));
    const promoted = (
      (await Promise.all(changes.map((res) => res.json()))) as { promoted: string[] }[]
    ).flatMap((reply) => reply.promoted);

    const after = await publicView(event.id);
    const { queue } = checkRoom(after.responses);
    expect(after.attending_seats).toBe(
      after.responses.filter((r) => r.status === "attending").reduce((n, r) => n + 1 + r.guests, 0),
    );
    expect(after.waiting_seats).toBe(queue.reduce((n, r) => n + 1 + r.guests, 0));
    // Promoted: exactly those now attending, each once, and a prefix of the old queue's order.
    const nowAttending = after.responses.filter((r) => r.status === "attending").map((r) => r.name);
    expect([...promoted].sort()).toEqual([...nowAttending].sort());
    const stillQueued = queueBefore.filter((who) => !leavingQueue.includes(who));
    expect(stillQueued.slice(0, promoted.length).sort()).toEqual([...promoted].sort());
    expect(queue.map((r) => r.name)).toEqual(stillQueued.slice(promoted.length));
  });
});
