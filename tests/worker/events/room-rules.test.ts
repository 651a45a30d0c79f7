import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "#contract/event-time";
import { nameKey, normaliseName } from "#contract/response-rules";
import { roomTransaction } from "../../../worker/event-room/commands/room-transaction";
import { fillFreedSeats } from "../../../worker/event-room/commands/seating";
import { migrateRoom } from "../../../worker/event-room/store/room-schema";
import type { RoomConfig } from "../../../worker/event-room/store/types";
import { roomConfigOf } from "../../support/events";

const config = (max: number | null): RoomConfig =>
  roomConfigOf({
    id: "00000000-0000-4000-8000-000000000001",
    title: "t",
    event_date: "2030-01-01T00:00:00.000Z",
    max_participants: max,
  });

describe("the room's store", () => {
  it("promote the earliest queued first, however the rows were inserted", async () => {
    const stub = env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName("rules-promotion"));
    const promoted = await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      migrateRoom(sql);
      const tx = roomTransaction(sql, config(2).id, Date.now(), HOUR_MS);
      const rules = tx.store;
      const now = new Date(tx.now).toISOString();
      const add = (name: string, status: "attending" | "waiting", queue: number | null) =>
        rules.insert({
          id: crypto.randomUUID(),
          seq: rules.nextSeq(),
          queue_seq: queue,
          name,
          name_key: nameKey(name),
          password_hash: "x",
          status,
          message: null,
          guests: 0,
          offer_expires_at: null,
          offer_lapsed_at: null,
          reminded_for: null,
          confirmed_at: null,
          answers: "{}",
          checked_in_at: null,
          checked_in_by: null,
          checked_in_by_id: null,
          created_at: now,
          updated_at: now,
          version: 1,
          language: "ko",
        });
      // Inserted out of queue order on purpose: queue_seq, not insertion, decides.
      add("seated", "attending", null);
      add("third", "waiting", 30);
      add("first", "waiting", 10);
      add("second", "waiting", 20);
      return fillFreedSeats(tx, config(3)).promoted;
    });
    expect(promoted).toEqual(["first", "second"]);
  });

  it("compare names trimmed, in NFC and without case", () => {
    const composed = "한글 Kim";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(nameKey(`  ${decomposed} `)).toBe(nameKey("한글 KIM"));
    expect(normaliseName(` ${decomposed}`)).toBe(composed);
  });
});
