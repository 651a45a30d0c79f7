import { evictDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API, api, newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, roomStub, submit } from "../../support/worker/events";
import { openLive } from "../../support/worker/live";

type Snapshot = { responses: { name: string; status: string }[]; title: string; revision: number };
const snapshotWhere =
  (predicate: (snapshot: Snapshot) => boolean) => (message: Record<string, unknown>) =>
    message.type === "snapshot" && predicate(message.snapshot as Snapshot);

describe("GET /events/{id}/live", () => {
  it("pushes the public snapshot after a submit, a cancellation with promotion, and an edit", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1, title: "처음 제목" });
    const live = await openLive(event.id);
    await live.next(snapshotWhere((s) => s.responses.length === 0));

    await submit(event.id, { name: "앞사람" });
    await submit(event.id, { name: "뒷사람" });
    await live.next(
      snapshotWhere((s) => s.responses.map((r) => r.status).join() === "attending,waiting"),
    );

    await cancel(event.id, "앞사람");
    await live.next(
      snapshotWhere((s) => s.responses.length === 1 && s.responses[0].status === "attending"),
    );

    await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { title: "바뀐 제목" },
    });
    await live.next(snapshotWhere((s) => s.title === "바뀐 제목"));

    // Nothing the public page would not show ever goes down a public socket.
    for (const text of live.texts) {
      const message = JSON.parse(text) as { type: string };
      expect(message.type).toBe("snapshot");
      for (const secret of ["password", "hash", "pbkdf2", "owner_id", owner.id, owner.email]) {
        expect(text).not.toContain(secret);
      }
    }
    live.socket.close();
  });

  it("gives the organiser's socket, opened with a ticket, the responses and stats", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const ticketRes = await api(`/events/${event.id}/live-ticket`, {
      method: "POST",
      token: owner.token,
    });
    expect(ticketRes.status).toBe(200);
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const live = await openLive(event.id, ticket);
    await live.next((m) => m.type === "organiser");

    await submit(event.id, { name: "손님", message: "갈게요" });
    const update = await live.next(
      (m) =>
        m.type === "organiser" && (m.stats as { attending_count: number }).attending_count === 1,
    );
    expect((update.responses as { data: { name: string; message: string }[] }).data).toMatchObject([
      { name: "손님", message: "갈게요" },
    ]);
    live.socket.close();
  });

  it("tells the organiser's socket of wrong passwords as they come, and nobody else", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "영희", password: "right-pass" });
    const { revision } = await publicView(event.id);
    const { ticket } = (await (
      await api(`/events/${event.id}/live-ticket`, { method: "POST", token: owner.token })
    ).json()) as { ticket: string };
    const organiser = await openLive(event.id, ticket);
    await organiser.next((m) => m.type === "organiser");
    const invitee = await openLive(event.id);
    await invitee.next((m) => m.type === "snapshot");

    const wrong = await api(`/events/${event.id}/modify?name=${encodeURIComponent("영희")}`, {
      method: "PUT",
      json: { password: "wrong-pass" },
    });
    expect(wrong.status).toBe(400);
    const counted = await organiser.next(
      (m) =>
        m.type === "organiser" &&
        (m.responses as { data: { wrong_passwords_today: number }[] }).data[0]
          ?.wrong_passwords_today === 1,
    );
    // No change of the event's responses: the same revision, with the count.
    expect(counted.revision).toBe(revision);
    // The invitee's socket got nothing for it: what it hears next is the next real change.
    await submit(event.id, { name: "철수" });
    const revisionOf = (m: Record<string, unknown>) =>
      (m.snapshot as { revision: number }).revision;
    await invitee.next((m) => m.type === "snapshot" && revisionOf(m) === revision + 1);
    const heard = invitee.texts.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(heard.map(revisionOf)).toEqual([revision, revision + 1]);
    organiser.socket.close();
    invitee.socket.close();
  });

  it("refuses a bad ticket, and another organiser cannot get one", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const event = await createEvent(owner.token);
    const bad = await exports.default.fetch(
      new Request(`${API}/events/${event.id}/live?ticket=forged`, {
        headers: { Upgrade: "websocket" },
      }),
    );
    expect(bad.status).toBe(400);
    const other = await api(`/events/${event.id}/live-ticket`, {
      method: "POST",
      token: intruder.token,
    });
    expect(other.status).toBe(404);
    // A ticket for one event does not open another's organiser socket.
    const second = await createEvent(owner.token);
    const { ticket } = (await (
      await api(`/events/${second.id}/live-ticket`, { method: "POST", token: owner.token })
    ).json()) as { ticket: string };
    const crossed = await exports.default.fetch(
      new Request(`${API}/events/${event.id}/live?ticket=${ticket}`, {
        headers: { Upgrade: "websocket" },
      }),
    );
    expect(crossed.status).toBe(400);
    expect((await api(`/events/${event.id}/live`)).status).toBe(426);
    const unknown = await exports.default.fetch(
      new Request(`${API}/events/${crypto.randomUUID()}/live`, {
        headers: { Upgrade: "websocket" },
      }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Event not found", code: "event_not_found" });
  });

  it("keeps working after the room is evicted (hibernation-safe state)", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const { ticket } = (await (
      await api(`/events/${event.id}/live-ticket`, { method: "POST", token: owner.token })
    ).json()) as { ticket: string };
    const publicLive = await openLive(event.id);
    const organiserLive = await openLive(event.id, ticket);
    await publicLive.next((m) => m.type === "snapshot");
    await organiserLive.next((m) => m.type === "organiser");

    await evictDurableObject(roomStub(env, event.id));
    await submit(event.id, { name: "깨운 사람" });
    await publicLive.next(snapshotWhere((s) => s.responses.some((r) => r.name === "깨운 사람")));
    // The organiser's role survived eviction: it still gets the organiser message.
    await organiserLive.next(
      (m) =>
        m.type === "organiser" && (m.stats as { total_responses: number }).total_responses === 1,
    );
    publicLive.socket.close();
    organiserLive.socket.close();
  });

  it("tells sockets when the event is deleted", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const live = await openLive(event.id);
    const closed = new Promise<number>((resolve) =>
      live.socket.addEventListener("close", (e) => resolve(e.code)),
    );
    await api(`/events/${event.id}`, { method: "DELETE", token: owner.token });
    await live.next((m) => m.type === "deleted");
    expect(await closed).toBe(1000);
  });
});
