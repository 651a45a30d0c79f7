import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { DoorLogEntry } from "../../../worker/event-room/store/event-log";
import { flushOutbox, outboxSize } from "../../../worker/event-room/store/mirror";
import { ROOM_SCHEMA_VERSION } from "../../../worker/event-room/store/room-schema";
import { api } from "../../support/worker/api";
import { checkIn, eventWithDoor, inD1, listed, ok, responseOf } from "../../support/worker/door";
import { roomStub } from "../../support/worker/events";

const columns = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>("SELECT name FROM pragma_table_info('responses')")
    .toArray()
    .map((column) => column.name);

describe("the room's outbox with check-ins", () => {
  it("a room made before schema 13 gains check-ins when it restarts, and its queued rows still flush", async () => {
    const { event, owner, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "옛사람");
    // The room as version 12 left it, with a mirror row queued as it queued them (no
    // checked_in_at) and not yet sent.
    await runInDurableObject(roomStub(env, event.id), (_instance, state) => {
      const sql = state.storage.sql;
      const row = sql
        .exec<Record<string, SqlStorageValue>>(
          "SELECT id, name, name_key, status, message, created_at, updated_at, version FROM responses",
        )
        .one();
      sql.exec(`
        ALTER TABLE responses DROP COLUMN checked_in_at;
        ALTER TABLE responses DROP COLUMN checked_in_by;
        ALTER TABLE responses DROP COLUMN checked_in_by_id;
        UPDATE room_meta SET value = '12' WHERE key = 'schema_version';
      `);
      const legacy = { ...row, event_id: event.id, deleted: false };
      sql.exec("INSERT INTO outbox (payload) VALUES (?)", JSON.stringify(legacy));
    });
    await runInDurableObject(roomStub(env, event.id), (_instance, state) =>
      state.abort("restart"),
    ).catch(() => {});

    const reply = await ok(checkIn(keeper.token, event.id, id));
    expect(reply.response.checked_in_by).toBe("문지기");
    expect((await listed(owner.token, event.id)).get("옛사람")?.checked_in_by).toBe("문지기");
    const { checkedIn } = await inD1(event.id);
    expect(checkedIn.get("옛사람")).toBe(reply.response.checked_in_at);
    const room = await runInDurableObject(roomStub(env, event.id), (_instance, state) => ({
      columns: columns(state.storage.sql),
      version: state.storage.sql
        .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'schema_version'")
        .one().value,
      outbox: outboxSize(state.storage.sql),
    }));
    expect(room.columns).toEqual(
      expect.arrayContaining(["checked_in_at", "checked_in_by", "checked_in_by_id"]),
    );
    expect(room).toMatchObject({ version: String(ROOM_SCHEMA_VERSION), outbox: 0 });
  });

  it("a log entry whose actor's account is gone keeps their name; one whose event is gone is dropped; neither stops the outbox", async () => {
    const { event, keeper } = await eventWithDoor();
    // A response, so the room holds the event (and its outbox).
    await responseOf(event.id, "남은이");
    expect((await api("/users/me", { method: "DELETE", token: keeper.token })).status).toBe(200);
    const entry = (over: Partial<DoorLogEntry>): DoorLogEntry => ({
      id: crypto.randomUUID(),
      event_id: event.id,
      at: new Date().toISOString(),
      actor_id: keeper.id,
      actor: "문지기",
      kind: "checked_in",
      subject: "남은이",
      ...over,
    });
    const gone = entry({});
    const ghost = entry({ event_id: crypto.randomUUID() });
    const left = await runInDurableObject(roomStub(env, event.id), async (_instance, state) => {
      for (const payload of [gone, ghost]) {
        state.storage.sql.exec(
          "INSERT INTO outbox (payload) VALUES (?)",
          JSON.stringify({ kind: "log", entry: payload }),
        );
      }
      await flushOutbox(state.storage.sql, env.DB);
      return outboxSize(state.storage.sql);
    });
    expect(left).toBe(0);
    const { log } = await inD1(event.id);
    expect(log.map((r) => [r.id, r.actor, r.actor_id])).toEqual([[gone.id, "문지기", null]]);
    const ghostRows = await env.DB.prepare("SELECT count(*) AS n FROM event_log WHERE id = ?")
      .bind(ghost.id)
      .first<{ n: number }>();
    expect(ghostRows?.n).toBe(0);
  });
});
