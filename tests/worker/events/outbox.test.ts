import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { flushOutbox, outboxSize } from "../../../worker/event-room/store/mirror";
import { newUser } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  mirrorFlushesSettled,
  publicView,
  roomStub,
  submit,
} from "../../support/worker/events";

interface MirrorRow {
  id: string;
  name: string;
  status: string;
  version: number;
  deleted: number;
}

const mirrorOf = async (eventId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, name, status, version, deleted FROM responses WHERE event_id = ? ORDER BY name",
    )
      .bind(eventId)
      .all<MirrorRow>()
  ).results;

const roomOutbox = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), (_instance, state) => outboxSize(state.storage.sql));

describe("the D1 mirror of an event's responses", () => {
  it("follows the room after submissions, promotions and cancellations", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    await submit(event.id, { name: "하나" });
    await submit(event.id, { name: "둘" });
    await cancel(event.id, "하나");
    await mirrorFlushesSettled(env, event.id);
    // The flush after each change did it all: nothing is left for the alarm.
    expect(await roomOutbox(event.id)).toBe(0);
    const mirror = await mirrorOf(event.id);
    expect(mirror.map((r) => [r.name, r.status, r.deleted])).toEqual([
      ["둘", "attending", 0],
      ["하나", "attending", 1],
    ]);
  });

  it("converges through the alarm after the D1 flush failed, and a replay changes nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    // Force every flush to fail: the mirror table is not where the room expects it.
    await env.DB.exec("ALTER TABLE responses RENAME TO responses_unreachable");
    const warn = vi.spyOn(console, "warn");
    try {
      expect((await submit(event.id, { name: "가람" })).status).toBe(201);
      expect((await submit(event.id, { name: "나래" })).status).toBe(201);
      expect((await cancel(event.id, "가람")).status).toBe(200);
      // The flushes those changes started have all run into the missing table and given up.
      await mirrorFlushesSettled(env, event.id);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("outbox flush failed; the alarm retries"),
      );
      // Nothing accepted is lost: the changes wait in the room's outbox.
      expect(await roomOutbox(event.id)).toBe(4);
    } finally {
      warn.mockRestore();
      await env.DB.exec("ALTER TABLE responses_unreachable RENAME TO responses");
    }
    expect(await mirrorOf(event.id)).toEqual([]);

    expect(await runDurableObjectAlarm(roomStub(env, event.id))).toBe(true);
    expect(await roomOutbox(event.id)).toBe(0);
    const converged = await mirrorOf(event.id);
    const room = await publicView(event.id);
    expect(converged.filter((r) => !r.deleted).map((r) => [r.name, r.status])).toEqual(
      room.responses.map((r) => [r.name, r.status]),
    );

    // Re-sending older entries (an at-least-once retry) cannot move the mirror backwards.
    await runInDurableObject(roomStub(env, event.id), async (_instance, state) => {
      for (const row of converged) {
        state.storage.sql.exec(
          "INSERT INTO outbox (payload) VALUES (?)",
          JSON.stringify({
            ...row,
            event_id: event.id,
            name_key: row.name,
            status: "waiting",
            message: null,
            created_at: "2000-01-01T00:00:00.000Z",
            updated_at: "2000-01-01T00:00:00.000Z",
            version: row.version - 1,
            deleted: false,
          }),
        );
      }
      await flushOutbox(state.storage.sql, env.DB);
    });
    expect(await mirrorOf(event.id)).toEqual(converged);
  });
});
