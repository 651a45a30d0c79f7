import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROOM_SCHEMA_VERSION } from "../../../worker/event-room/store/room-schema";
import { api, newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import {
  cancel,
  createEvent,
  modify,
  myLink,
  publicView,
  roomStub,
  submit,
  withKey,
} from "../../support/worker/events";

/** The Worker tests' offer hour (vitest.worker.config.ts TEST_HOUR_SECONDS). */
const HOUR_MS = 1000;

type Lapsable = { name: string; status: string; offer_lapsed_at: string | null };

/** An event offering freed seats for `hours`, one seat, with 민지 seated and 하준, 서연 waiting. */
async function fullOfferEvent(hours: number) {
  const { token } = await newUser();
  const { id } = await createEvent(token, {
    max_participants: 1,
    promotion: "offer",
    offer_hours: hours,
  });
  for (const name of ["민지", "하준", "서연"])
    expect((await submit(id, { name })).status).toBe(201);
  return { token, id };
}

const inSnapshot = async (eventId: string, name: string) =>
  (await publicView(eventId)).responses.find((r) => r.name === name) as Lapsable;

async function inOrganisersList(eventId: string, token: string, name: string) {
  const res = await api(`/events/${eventId}/responses`, { token });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Lapsable[] };
  return data.find((r) => r.name === name);
}

async function answered(res: Response) {
  expect(res.status).toBe(200);
  return ((await res.json()) as { response: Lapsable }).response;
}

describe("a lapsed offer", () => {
  it("is marked in the snapshot, the organiser's list and my-response, until the status changes", async () => {
    const clock = testClock();
    const { token, id } = await fullOfferEvent(1);
    const linked = await myLink(id, "하준");
    expect(linked.status).toBe(201);
    const { key } = (await linked.json()) as { key: string };
    await cancel(id, "민지");
    expect(await inSnapshot(id, "하준")).toMatchObject({
      status: "offered",
      offer_lapsed_at: null,
    });

    const before = Date.now();
    clock.pass(HOUR_MS);
    const lapsed = await inSnapshot(id, "하준");
    expect(lapsed.status).toBe("not_attending");
    const at = Date.parse(lapsed.offer_lapsed_at ?? "");
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await inOrganisersList(id, token, "하준")).toMatchObject(lapsed);
    expect(await answered(await withKey(id, key))).toMatchObject(lapsed);
    // The next one offered has not lapsed.
    expect(await inSnapshot(id, "서연")).toMatchObject({
      status: "offered",
      offer_lapsed_at: null,
    });

    // A change that keeps the status keeps the mark: it still never declined.
    const noted = await answered(
      await modify(id, "하준", { password: "1234", message: "아쉽네요" }),
    );
    expect(noted).toMatchObject({
      status: "not_attending",
      offer_lapsed_at: lapsed.offer_lapsed_at,
    });
    // Asking to attend again (by the personal link) is a new status: the mark goes.
    const again = await answered(
      await withKey(id, key, { method: "PUT", json: { status: "waiting" } }),
    );
    expect(again).toMatchObject({ status: "waiting", offer_lapsed_at: null });
    expect(await inSnapshot(id, "하준")).toMatchObject({ offer_lapsed_at: null });
    expect(await inOrganisersList(id, token, "하준")).toMatchObject({ offer_lapsed_at: null });
  });

  it("is not a refusal: an offer declined is not_attending without the mark", async () => {
    const { id } = await fullOfferEvent(72);
    await cancel(id, "민지");
    const declined = await answered(
      await modify(id, "하준", { password: "1234", status: "not_attending" }),
    );
    expect(declined).toMatchObject({ status: "not_attending", offer_lapsed_at: null });
    expect(await inSnapshot(id, "하준")).toMatchObject({ offer_lapsed_at: null });
  });
});

describe("a room made before schema version 9", () => {
  it("gains the mark when it restarts: its responses read null, and an offer lapsing after is marked", async () => {
    const { id } = await fullOfferEvent(72);
    await cancel(id, "민지");
    // The room as version 8 left it: what versions 9 to 13 added taken away. Its open offer's
    // time is up, so it lapses on the restarted room's first read.
    const old = await runInDurableObject(roomStub(env, id), (_instance, state) => {
      state.storage.sql.exec(`
        ALTER TABLE responses DROP COLUMN offer_lapsed_at;
        ALTER TABLE responses DROP COLUMN offer_notice;
        ALTER TABLE responses DROP COLUMN reminded_for;
        ALTER TABLE responses DROP COLUMN reminder_notice;
        ALTER TABLE responses DROP COLUMN confirmed_at;
        ALTER TABLE responses DROP COLUMN answers;
        ALTER TABLE responses DROP COLUMN checked_in_at;
        ALTER TABLE responses DROP COLUMN checked_in_by;
        ALTER TABLE responses DROP COLUMN checked_in_by_id;
        DROP TABLE mail_channels;
        DROP TABLE mail_outbox;
        UPDATE room_meta SET value = '8' WHERE key = 'schema_version';
      `);
      state.storage.sql.exec("UPDATE responses SET offer_expires_at = ?", Date.now());
      return columns(state.storage.sql);
    });
    expect(old).not.toContain("offer_lapsed_at");
    // Thrown away as an eviction or a deploy would: the next call makes a new instance.
    await runInDurableObject(roomStub(env, id), (_instance, state) => state.abort("restart")).catch(
      () => {},
    );

    const view = await publicView(id);
    const marks = view.responses.map((r) => [r.name, r.status, r.offer_lapsed_at !== null]);
    expect(marks).toEqual([
      ["하준", "not_attending", true],
      ["서연", "offered", false],
    ]);
    const meta = await runInDurableObject(roomStub(env, id), (_instance, state) => ({
      columns: columns(state.storage.sql),
      version: state.storage.sql
        .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'schema_version'")
        .one().value,
    }));
    expect(meta.columns).toContain("offer_lapsed_at");
    expect(meta.version).toBe(String(ROOM_SCHEMA_VERSION));
  });
});

const columns = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>("SELECT name FROM pragma_table_info('responses')")
    .toArray()
    .map((column) => column.name);
