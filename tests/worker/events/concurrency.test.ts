import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  publicView,
  range,
  type SubmitReply,
  submit,
} from "../../support/worker/events";

const name = (i: number) => `참가자${String(i).padStart(3, "0")}`;

describe("a rush of 200 submissions to an event with 20 seats", () => {
  it("seats exactly 20, queues 180 in acceptance order, and every reply agrees with the room", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 20 });

    const responses = await Promise.all(range(200).map((i) => submit(event.id, { name: name(i) })));
    expect(responses.map((res) => res.status)).toEqual(range(200).map(() => 201));
    const replies = (await Promise.all(responses.map((res) => res.json()))) as SubmitReply[];

    const view = await publicView(event.id);
    expect(view.attending_count).toBe(20);
    expect(view.waiting_count).toBe(180);
    expect(view.total_responses).toBe(200);
    // Room order is acceptance order: the first 20 accepted attend, the rest wait behind them.
    expect(view.responses.slice(0, 20).every((r) => r.status === "attending")).toBe(true);
    expect(view.responses.slice(20).every((r) => r.status === "waiting")).toBe(true);

    const stored = new Map(view.responses.map((r, index) => [r.id, { ...r, index }]));
    for (const reply of replies) {
      const row = stored.get(reply.response.id);
      expect(row?.status).toBe(reply.response.status);
      if (reply.response.status === "waiting") {
        // Its place in the queue is its place in acceptance order after the 20 seats.
        expect(reply.waiting_position).toBe((row?.index ?? 0) - 19);
      } else {
        expect(reply.waiting_position).toBeNull();
      }
    }
    // Revisions are the room's serial order: all distinct, and they match the stored order.
    const byRevision = [...replies].sort((a, b) => a.revision - b.revision);
    expect(new Set(replies.map((r) => r.revision)).size).toBe(200);
    expect(byRevision.map((r) => r.response.id)).toEqual(view.responses.map((r) => r.id));

    // Then 20 simultaneous cancellations by the attendees promote exactly the 20 earliest waiting.
    const attendees = view.responses.slice(0, 20).map((r) => r.name);
    const earliestWaiting = view.responses.slice(20, 40).map((r) => r.name);
    const cancels = await Promise.all(attendees.map((who) => cancel(event.id, who)));
    expect(cancels.map((res) => res.status)).toEqual(attendees.map(() => 200));
    const cancelReplies = (await Promise.all(cancels.map((res) => res.json()))) as {
      message: string;
      promoted: string[];
    }[];
    const promoted = cancelReplies.flatMap((reply) => reply.promoted);
    expect(promoted.sort()).toEqual([...earliestWaiting].sort());
    for (const reply of cancelReplies) {
      expect(reply.promoted).toHaveLength(1);
      expect(reply.message).toContain("promoted");
      expect(reply.message).toContain(reply.promoted[0]);
    }

    const after = await publicView(event.id);
    expect(after.attending_count).toBe(20);
    expect(after.waiting_count).toBe(160);
    expect(after.responses.filter((r) => r.status === "attending").map((r) => r.name)).toEqual(
      earliestWaiting,
    );
    expect(after.responses.filter((r) => r.status === "waiting").map((r) => r.name)).toEqual(
      view.responses.slice(40).map((r) => r.name),
    );
  });
});

/** A serial reference model of the room's rules, to replay accepted operations in order. */
class SerialModel {
  rows: { name: string; status: string }[] = [];
  constructor(private max: number | null) {}
  private attending = () => this.rows.filter((r) => r.status === "attending").length;
  private waiting = () => this.rows.filter((r) => r.status === "waiting");
  private freeSeat = () =>
    this.waiting().length === 0 && (this.max === null || this.attending() < this.max);
  private promote() {
    for (const row of this.waiting()) {
      if (this.max !== null && this.attending() >= this.max) break;
      row.status = "attending";
    }
  }
  submit(name: string, status: string) {
    const wantsSeat = status === "attending" || status === "waiting";
    this.rows.push({
      name,
      status: wantsSeat ? (this.freeSeat() ? "attending" : "waiting") : status,
    });
  }
  modify(name: string, status: string) {
    const index = this.rows.findIndex((r) => r.name === name);
    const row = this.rows[index];
    if (row.status === status) return;
    const wasAttending = row.status === "attending";
    if (status === "attending") {
      if (!this.freeSeat()) throw new Error("replay refused a change the room accepted");
      row.status = "attending";
    } else {
      // Leaving the queue or the seat: a later `waiting` request would requeue at the end.
      row.status = status;
    }
    // A requeue goes to the end of the waiting list: move the row there.
    if (status === "waiting") this.rows.push(...this.rows.splice(index, 1));
    if (wasAttending) this.promote();
  }
  cancel(name: string) {
    const index = this.rows.findIndex((r) => r.name === name);
    const [row] = this.rows.splice(index, 1);
    if (row.status === "attending") this.promote();
  }
  setMax(max: number | null) {
    this.max = max;
    this.promote();
  }
}

type Operation =
  | { kind: "submit"; name: string; status: string }
  | { kind: "modify"; name: string; status: string }
  | { kind: "cancel"; name: string };

describe("a mixed storm of submissions, changes and cancellations", () => {
  it("ends in the state a serial replay of the accepted operations gives", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 10 });
    // 30 people already answered; then everything below happens at once.
    for (const i of range(30)) expect((await submit(event.id, { name: name(i) })).status).toBe(201);

    const operations: Operation[] = [
      ...range(40).map((i) => ({
        kind: "submit" as const,
        name: name(100 + i),
        status: i % 5 === 0 ? "maybe" : "attending",
      })),
      ...range(10).map((i) => ({ kind: "cancel" as const, name: name(i * 3) })),
      ...range(8).map((i) => ({
        kind: "modify" as const,
        name: name(i * 3 + 1),
        status: "not_attending",
      })),
      ...range(6).map((i) => ({ kind: "modify" as const, name: name(20 + i), status: "maybe" })),
    ];
    const replies = await Promise.all(
      operations.map(async (op) => {
        const res =
          op.kind === "submit"
            ? await submit(event.id, { name: op.name, status: op.status as "attending" })
            : op.kind === "cancel"
              ? await cancel(event.id, op.name)
              : await api(`/events/${event.id}/modify?name=${encodeURIComponent(op.name)}`, {
                  method: "PUT",
                  json: { password: "1234", status: op.status },
                });
        return { op, status: res.status, body: (await res.json()) as { revision?: number } };
      }),
    );
    const accepted = replies.filter((r) => r.status < 300);
    // Some operations touch the same person at once (21 and 24 are cancelled while being
    // changed): whichever the room took second finds the response gone. Nothing else fails.
    const refused = replies.filter((r) => r.status >= 300);
    expect(refused.map((r) => [r.op.name, r.status, r.body])).toEqual(
      refused.map((r) => [
        r.op.name,
        404,
        { detail: "Response not found", code: "response_not_found" },
      ]),
    );
    expect(refused.every((r) => [name(21), name(24)].includes(r.op.name))).toBe(true);

    const model = new SerialModel(10);
    for (const i of range(30)) model.submit(name(i), "attending");
    for (const { op } of [...accepted].sort(
      (a, b) => (a.body.revision ?? 0) - (b.body.revision ?? 0),
    )) {
      if (op.kind === "submit") model.submit(op.name, op.status);
      else if (op.kind === "cancel") model.cancel(op.name);
      else model.modify(op.name, op.status);
    }

    const view = await publicView(event.id);
    const statusOf = (rows: { name: string; status: string }[]) =>
      Object.fromEntries(rows.map((r) => [r.name, r.status]));
    expect(statusOf(view.responses)).toEqual(statusOf(model.rows));
    const waitingOrder = (rows: { name: string; status: string }[]) =>
      rows.filter((r) => r.status === "waiting").map((r) => r.name);
    expect(waitingOrder(view.responses)).toEqual(waitingOrder(model.rows));
    expect(view.attending_count).toBe(10);
  });

  it("keeps every invariant while the organiser raises and lowers the maximum mid-storm", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 5 });
    const maxima = [8, 3, 12, 6, null, 4];
    const snapshots: Awaited<ReturnType<typeof publicView>>[] = [];

    const storm = Promise.all(range(60).map((i) => submit(event.id, { name: name(i) })));
    const edits = (async () => {
      for (const max of maxima) {
        const res = await api(`/events/${event.id}`, {
          method: "PUT",
          token: owner.token,
          json: { max_participants: max },
        });
        expect(res.status).toBe(200);
        snapshots.push(await publicView(event.id));
      }
    })();
    const [responses] = await Promise.all([storm, edits]);
    expect(responses.every((res) => res.status === 201)).toBe(true);
    snapshots.push(await publicView(event.id));

    for (const snap of snapshots) {
      // Nobody waits while a seat is free.
      if (snap.waiting_count > 0 && snap.max_participants !== null) {
        expect(snap.attending_count).toBeGreaterThanOrEqual(snap.max_participants);
      }
      if (snap.max_participants === null) expect(snap.waiting_count).toBe(0);
      // The waiting list is a suffix of acceptance order: nobody later is seated before them.
      const firstWaiting = snap.responses.findIndex((r) => r.status === "waiting");
      if (firstWaiting >= 0) {
        expect(snap.responses.slice(firstWaiting).every((r) => r.status === "waiting")).toBe(true);
      }
    }
    const final = snapshots[snapshots.length - 1];
    expect(final.total_responses).toBe(60);
    // The last maximum (4) is below the seats given out under "no limit": nobody is demoted.
    expect(final.max_participants).toBe(4);
    expect(final.attending_count).toBeGreaterThanOrEqual(4);
    // Then the next person waits, since attending is not below the maximum.
    const late = (await (await submit(event.id, { name: "늦은 사람" })).json()) as SubmitReply;
    expect(late.response.status).toBe(final.attending_count >= 4 ? "waiting" : "attending");
  });
});
