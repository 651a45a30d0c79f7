import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RoomConfigSource } from "../../../worker/event-room/core/config";
import { api, newUser } from "../../support/worker/api";
import { createEvent, inAWeek, publicView, roomStub, submit } from "../../support/worker/events";

type WithContact = { contact: string | null };
const contactOf = async (res: Response) => {
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as WithContact).contact;
};
const snapshotContact = async (eventId: string) =>
  ((await publicView(eventId)) as unknown as WithContact).contact;

const KAKAO = "문의: 010-1234-5678 또는 카카오톡 오픈채팅 https://open.kakao.com/o/sAbCdEf";

describe("an event's contact line", () => {
  it("is taken trimmed on create, read back, and carried by the invite page's snapshot", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { contact: `  ${KAKAO}\n` });
    expect(await contactOf(await api(`/events/${event.id}`, { token }))).toBe(KAKAO);
    expect(await snapshotContact(event.id)).toBe(KAKAO);
    // Left out, an event has none.
    const plain = await createEvent(token);
    expect(await contactOf(await api(`/events/${plain.id}`, { token }))).toBeNull();
    expect(await snapshotContact(plain.id)).toBeNull();
  });

  it("is changed by an update, kept when left out, and cleared by null or blank text", async () => {
    const { token } = await newUser();
    const event = await createEvent(token);
    // The room has its config (and a snapshot) before the edit, so the push must reach it.
    expect((await submit(event.id, { name: "민지" })).status).toBe(201);
    const update = (json: Record<string, unknown>) =>
      api(`/events/${event.id}`, { method: "PUT", token, json });

    expect(await contactOf(await update({ contact: "문의: 010-0000-0000" }))).toBe(
      "문의: 010-0000-0000",
    );
    expect(await snapshotContact(event.id)).toBe("문의: 010-0000-0000");
    expect(await contactOf(await update({ title: "바뀐 제목" }))).toBe("문의: 010-0000-0000");
    expect(await contactOf(await update({ contact: null }))).toBeNull();
    expect(await snapshotContact(event.id)).toBeNull();
    await update({ contact: "다시" });
    expect(await contactOf(await update({ contact: "   " }))).toBeNull();
    expect(await snapshotContact(event.id)).toBeNull();
  });

  it("takes 200 characters and refuses more, controls, bidi overrides and non-text, naming the field", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { contact: "가".repeat(200) });
    expect(await snapshotContact(event.id)).toBe("가".repeat(200));
    for (const bad of ["가".repeat(201), "문의\u0007벨", "010\u202E8765", 1234]) {
      const created = await api("/events/", {
        method: "POST",
        token,
        json: { title: "모임", event_date: inAWeek(), contact: bad },
      });
      const updated = await api(`/events/${event.id}`, {
        method: "PUT",
        token,
        json: { contact: bad },
      });
      for (const res of [created, updated]) {
        expect(res.status, JSON.stringify(bad)).toBe(422);
        const { detail } = (await res.json()) as { detail: { loc: string[] }[] };
        expect(detail[0]?.loc).toEqual(["body", "contact"]);
      }
    }
    // A refused value changed nothing.
    expect(await snapshotContact(event.id)).toBe("가".repeat(200));
  });

  it("reads as none in a room config stored before the field existed", async () => {
    const { token } = await newUser();
    const event = await createEvent(token);
    expect((await submit(event.id, { name: "민지" })).status).toBe(201);
    const held = await runInDurableObject(roomStub(env, event.id), (_instance, state) => {
      const [row] = state.storage.sql
        .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'config'")
        .toArray();
      const { contact: _gone, ...older } = JSON.parse(row?.value ?? "{}") as WithContact;
      state.storage.sql.exec(
        "UPDATE room_meta SET value = ? WHERE key = 'config'",
        JSON.stringify(older),
      );
      const source = new RoomConfigSource(state, env.DB);
      source.loadHeld();
      return source.held;
    });
    expect(held?.id).toBe(event.id);
    expect(held?.contact).toBeNull();
  });
});
