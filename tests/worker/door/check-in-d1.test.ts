import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { flushOutbox } from "../../../worker/event-room/store/mirror";
import { api } from "../../support/worker/api";
import {
  checkIn,
  eventWithDoor,
  inD1,
  ok,
  responseOf,
  undoCheckIn,
} from "../../support/worker/door";
import { roomStub } from "../../support/worker/events";

describe("check-ins in D1", () => {
  it("reach the mirror and the event log through the room's outbox, in order", async () => {
    const { event, owner, keeper, manager } = await eventWithDoor();
    const id = await responseOf(event.id, "홍길동");
    await responseOf(event.id, "이몽룡");
    const first = await ok(checkIn(keeper.token, event.id, id));
    await ok(checkIn(manager.token, event.id, id)); // already: no row, no entry
    await ok(undoCheckIn(manager.token, event.id, id));
    const again = await ok(checkIn(owner.token, event.id, id));

    const { checkedIn, log } = await inD1(event.id);
    expect(checkedIn).toEqual(
      new Map([
        ["이몽룡", null],
        ["홍길동", again.response.checked_in_at],
      ]),
    );
    expect(log.map((r) => [r.kind, r.actor, r.actor_id, r.subject, r.role])).toEqual([
      ["checked_in", "문지기", keeper.id, "홍길동", null],
      ["check_in_undone", "박공동", manager.id, "홍길동", null],
      ["checked_in", "김주최", owner.id, "홍길동", null],
    ]);
    expect(log[0]?.at).toBe(first.response.checked_in_at);

    // The owner reads them in the event's log, newest first (GET /events/{id}/log).
    const res = await api(`/events/${event.id}/log`, { token: owner.token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { kind: string; actor: string }[] };
    const doorRows = data.filter((r) => r.kind === "checked_in" || r.kind === "check_in_undone");
    expect(doorRows.map((r) => [r.kind, r.actor])).toEqual([
      ["checked_in", "김주최"],
      ["check_in_undone", "박공동"],
      ["checked_in", "문지기"],
    ]);
  });

  it("a replayed outbox changes nothing: one log row per entry, the mirror as it was", async () => {
    const { event, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "다시");
    await ok(checkIn(keeper.token, event.id, id));
    const before = await inD1(event.id);
    expect(before.log).toHaveLength(1);

    // The same entries sent again, as a flush that D1 took but the room never heard back from;
    // and the response's row as a room before schema 13 queued it (no checked_in_at), older.
    const row = await env.DB.prepare("SELECT * FROM responses WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown> & { version: number; checked_in_at: string }>();
    const { checked_in_at: _at, ...legacy } = row ?? { version: 0, checked_in_at: "" };
    const entries = [
      ...before.log.map((entry) =>
        JSON.stringify({ kind: "log", entry: { ...entry, event_id: event.id, role: undefined } }),
      ),
      JSON.stringify({ ...row, deleted: false }),
      JSON.stringify({ ...legacy, version: legacy.version - 1, deleted: false }),
    ];
    await runInDurableObject(roomStub(env, event.id), async (_instance, state) => {
      for (const payload of entries) {
        state.storage.sql.exec("INSERT INTO outbox (payload) VALUES (?)", payload);
      }
      await flushOutbox(state.storage.sql, env.DB);
    });
    expect(await inD1(event.id)).toEqual(before);
  });
});
