import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accountWithEverything } from "../../support/worker/account-data";
import { api, login, newUser, superuserToken } from "../../support/worker/api";
import { createEvent, roomTables, submit } from "../../support/worker/events";
import { closed, openOrganiserLive } from "../../support/worker/live";
import { owedTo, roomCrashesAt, sweepRuns } from "../../support/worker/room-syncs";

const deleteMe = (token: string) => api("/users/me", { method: "DELETE", token });

/** How many rows of `table` match `where` (its `?`s bound to `values`), read from D1 itself. */
const count = async (table: string, where: string, ...values: string[]) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;

/** The tables left in an event's room (an emptied one keeps only its meta, marked deleted). */
describe("deleting an account", () => {
  it("erases its events with their responses, its host roles, invitations and sessions", async () => {
    const kept = await accountWithEverything();
    const { account, event, hosted, other, manager } = kept;
    const live = await openOrganiserLive(account.token, hosted.id);
    const socketClosed = closed(live.socket);

    expect((await deleteMe(account.token)).status).toBe(200);

    // Its sessions: the token it held is refused, and so is its password.
    expect((await api("/users/me", { token: account.token })).status).toBe(401);
    expect((await api("/users/me/export", { token: account.token })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(400);
    // Its event, in D1 and in the room: the responses and their answers are gone.
    expect(await count("users", "id = ?", account.id)).toBe(0);
    expect(await count("events", "owner_id = ?", account.id)).toBe(0);
    expect(await count("responses", "event_id = ?", event.id)).toBe(0);
    expect(await count("event_hosts", "event_id = ?", event.id)).toBe(0);
    expect(await count("event_log", "event_id = ?", event.id)).toBe(0);
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
    expect((await api(`/events/${event.id}/public`)).status).toBe(404);
    // Its manager runs nothing there any more.
    expect((await api(`/events/${event.id}`, { token: manager.token })).status).toBe(404);
    // The invitations it sent, and those to its address.
    expect(await count("host_invitations", "event_id = ?", event.id)).toBe(0);
    expect(await count("host_invitations", "email = ?", account.email)).toBe(0);
    // Its role on another's event, and its live socket there.
    expect(await count("event_hosts", "user_id = ?", account.id)).toBe(0);
    const hosts = await api(`/events/${hosted.id}/hosts`, { token: other.token });
    expect(((await hosts.json()) as { data: unknown[] }).data).toEqual([]);
    expect(await socketClosed).toBe(1008);
    // Nothing is left owed to the rooms: each answered.
    expect(await owedTo(event.id)).toEqual([]);
    expect(await owedTo(hosted.id)).toEqual([]);

    // The other owner's events and their responses stay as they were.
    expect(await count("events", "owner_id = ?", other.id)).toBe(2);
    const responses = await api(`/events/${hosted.id}/responses`, { token: other.token });
    const { data } = (await responses.json()) as { data: { name: string }[] };
    expect(data.map((r) => r.name)).toEqual(["남의 손님"]);
  });

  it("is done even when a room does not answer: the minute's sweep empties it", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    expect((await submit(event.id, { name: "손님" })).status).toBe(201);
    await roomCrashesAt(event.id, "empty");

    expect((await deleteMe(owner.token)).status).toBe(200);
    expect(await count("events", "id = ?", event.id)).toBe(0);
    expect(await owedTo(event.id)).toEqual([{ host_id: "", config_version: 0 }]);
    expect(await roomTables(event.id)).toContain("responses");

    await sweepRuns();
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
    expect(await owedTo(event.id)).toEqual([]);
  });

  it("by a superuser erases the same", async () => {
    const { account, event } = await accountWithEverything();
    const res = await api(`/users/${account.id}`, {
      method: "DELETE",
      token: await superuserToken(),
    });
    expect(res.status).toBe(200);
    expect(await count("host_invitations", "email = ?", account.email)).toBe(0);
    expect(await count("event_hosts", "user_id = ?", account.id)).toBe(0);
    expect(await roomTables(event.id)).toEqual(["room_meta"]);
  });
});
