import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import {
  checkIn,
  eventWithDoor,
  inD1,
  listed,
  ok,
  responseOf,
  statsOf,
} from "../../support/worker/door";
import {
  createEvent,
  mirrorFlushesSettled,
  publicView,
  roomStub,
  submit,
} from "../../support/worker/events";
import { sweepRuns } from "../../support/worker/room-syncs";

/**
 * Responses' personal data is kept `retention_days` after the event (at most the installation's
 * RETENTION_DAYS, 30 in these tests as in wrangler.toml), then erased in the room, the D1 mirror,
 * the event log and the outboxes; the counts stay (docs/security.md).
 */
const DAY_MS = 86_400_000;

/** Every row the room still holds about responses or their readers, by table. */
const roomRowsOf = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), (_room, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('room_meta', 'sqlite_sequence', '_cf_KV', '_cf_METADATA')",
      )
      .toArray()
      .map((row) => row.name);
    return Object.fromEntries(
      tables.map((table) => [
        table,
        sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${table}`).one().n,
      ]),
    );
  });

const d1Count = async (statement: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(statement)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

/** Mails in the local outbox that are about the event (its links name it). */
const mailsAbout = (eventId: string) =>
  d1Count("SELECT count(*) AS n FROM mail_outbox WHERE html LIKE ?", `%/events/${eventId}/%`);

/** An event an hour from now keeping its responses `days` days; two attend, one checked in. */
async function eventWithPeople(days?: number) {
  const door = await eventWithDoor({
    title: "지울 모임",
    event_date: new Date(Date.now() + 3_600_000).toISOString(),
    ...(days === undefined ? {} : { retention_days: days }),
    questions: [{ kind: "text", label: "식단", required: false }],
  });
  const { event, keeper } = door;
  const minji = await responseOf(event.id, "김민지");
  await (
    await submit(event.id, {
      name: "이하준",
      message: "조금 늦어요",
      notify_email: "hajun@example.com",
      answers: { [event.questions[0]?.id ?? ""]: "채식" },
    })
  ).body?.cancel();
  await ok(checkIn(keeper.token, event.id, minji));
  await mirrorFlushesSettled(env, event.id);
  return door;
}

describe("retention_days", () => {
  it("is the installation's when left out or null, the organiser's when fewer, and refused when more", async () => {
    const { token } = await newUser();
    expect((await createEvent(token)).retention_days).toBe(30);
    const week = await createEvent(token, { retention_days: 7 });
    expect(week.retention_days).toBe(7);

    const tooLong = await api("/events/", {
      method: "POST",
      token,
      json: { title: "x", event_date: week.event_date, retention_days: 31 },
    });
    expect(tooLong.status).toBe(422);
    const body = (await tooLong.json()) as { detail: { loc: string[]; type: string }[] };
    expect(body.detail[0]).toMatchObject({
      loc: ["body", "retention_days"],
      type: "retention_too_long",
    });

    const refused = await api(`/events/${week.id}`, {
      method: "PUT",
      token,
      json: { retention_days: 90 },
    });
    expect(refused.status).toBe(422);
    expect(
      (await (await api(`/events/${week.id}`, { token })).json()) as { retention_days: number },
    ).toMatchObject({ retention_days: 7 });
    const back = await api(`/events/${week.id}`, {
      method: "PUT",
      token,
      json: { retention_days: null },
    });
    expect(((await back.json()) as { retention_days: number }).retention_days).toBe(30);
    expect((await publicView(week.id)) as unknown as { retention_days: number }).toMatchObject({
      retention_days: 30,
    });
  });
});

describe("when an event's retention is over", () => {
  it("its room's alarm erases every response and all kept about it, in the room and D1; the counts stay", async () => {
    const clock = testClock();
    const { owner, event } = await eventWithPeople(2);
    const before = await statsOf(owner.token, event.id);
    expect(before).toMatchObject({ attending_seats: 2, checked_in_count: 1 });
    expect((await inD1(event.id)).checkedIn.size).toBe(2);
    expect(await mailsAbout(event.id)).toBeGreaterThan(0);

    // A day after the event: nothing goes yet.
    clock.pass(3_600_000 + DAY_MS);
    await alarmRuns(event.id);
    expect((await listed(owner.token, event.id)).size).toBe(2);

    clock.pass(DAY_MS);
    await alarmRuns(event.id);
    expect((await listed(owner.token, event.id)).size).toBe(0);
    expect(await statsOf(owner.token, event.id)).toEqual(before);
    const rows = await roomRowsOf(event.id);
    for (const [table, count] of Object.entries(rows)) expect(count, table).toBe(0);
    expect((await publicView(event.id)).responses).toEqual([]);

    const { checkedIn, log } = await inD1(event.id);
    expect(checkedIn.size).toBe(0);
    expect(log).toEqual([]);
    expect(await d1Count("SELECT count(*) AS n FROM responses WHERE event_id = ?", event.id)).toBe(
      0,
    );
    expect(await mailsAbout(event.id)).toBe(0);
    // The organiser's own lines stay: they name hosts, whose data is their accounts'.
    expect(
      await d1Count(
        "SELECT count(*) AS n FROM event_log WHERE event_id = ? AND kind = 'host_added'",
        event.id,
      ),
    ).toBe(2);
    const read = (await (await api(`/events/${event.id}`, { token: owner.token })).json()) as {
      erased_at: string | null;
    };
    expect(read.erased_at).toBe(new Date(Date.now()).toISOString());
  });

  it("the minute's sweep erases a room nobody woke, and leaves events still within theirs", async () => {
    const clock = testClock();
    const { owner, event } = await eventWithPeople(1);
    const kept = await eventWithPeople(3);
    clock.pass(3_600_000 + DAY_MS);
    // No alarm runs: the rooms sleep, as a room nobody visits does.
    await sweepRuns();
    expect((await listed(owner.token, event.id)).size).toBe(0);
    expect(await d1Count("SELECT count(*) AS n FROM responses WHERE event_id = ?", event.id)).toBe(
      0,
    );
    expect(await statsOf(owner.token, event.id)).toMatchObject({
      attending_seats: 2,
      checked_in_count: 1,
    });
    expect((await listed(kept.owner.token, kept.event.id)).size).toBe(2);
    expect(
      await d1Count("SELECT count(*) AS n FROM responses WHERE event_id = ?", kept.event.id),
    ).toBe(2);

    // Already erased: the next sweep does not ask again.
    await sweepRuns();
    expect(
      await d1Count(
        "SELECT count(*) AS n FROM events WHERE id = ? AND erased_at IS NOT NULL",
        event.id,
      ),
    ).toBe(1);
  });
});
