import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { chooseNotifications, notificationsOf } from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";

describe("what a host chooses to hear of an event", () => {
  it("starts from the account's default, which is each, and keeps each host's own choice", async () => {
    const { owner, manager, event } = await hostedEvent();
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "each" });

    const chosen = await chooseNotifications(manager.token, event.id, "daily");
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ mode: "daily" });
    expect(await (await notificationsOf(manager.token, event.id)).json()).toEqual({
      mode: "daily",
    });
    // The manager's choice is theirs alone.
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "each" });
  });

  it("takes the account's default for events it chose nothing for, not for those it did", async () => {
    const owner = await newUser();
    const first = await createEvent(owner.token);
    const second = await createEvent(owner.token);
    await chooseNotifications(owner.token, first.id, "each");

    const patched = await api("/users/me", {
      method: "PATCH",
      token: owner.token,
      json: { host_notifications: "off" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ host_notifications: "off" });
    const me = await (await api("/users/me", { token: owner.token })).json();
    expect(me).toMatchObject({ host_notifications: "off" });

    expect(await (await notificationsOf(owner.token, first.id)).json()).toEqual({ mode: "each" });
    expect(await (await notificationsOf(owner.token, second.id)).json()).toEqual({ mode: "off" });
  });

  it("refuses a mode it does not know and changes nothing", async () => {
    const { owner, event } = await hostedEvent();
    await chooseNotifications(owner.token, event.id, "daily");
    const refused = await chooseNotifications(owner.token, event.id, "hourly");
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { detail: { loc: string[] }[] };
    expect(body.detail[0].loc).toEqual(["body", "mode"]);
    const account = await api("/users/me", {
      method: "PATCH",
      token: owner.token,
      json: { host_notifications: "sometimes" },
    });
    expect(account.status).toBe(422);
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "daily" });
  });

  it("is for owners and managers: door keepers, strangers and the signed-out are refused", async () => {
    const { checkin, event } = await hostedEvent();
    const stranger = await newUser();
    for (const token of [checkin.token, stranger.token]) {
      expect((await notificationsOf(token, event.id)).status).toBe(404);
      expect((await chooseNotifications(token, event.id, "each")).status).toBe(404);
    }
    expect((await api(`/events/${event.id}/notifications`)).status).toBe(401);
  });

  it("answers an unknown event 404 and a malformed id 422, and keeps no choice for either", async () => {
    const owner = await newUser();
    const unknown = crypto.randomUUID();
    expect((await notificationsOf(owner.token, unknown)).status).toBe(404);
    const refused = await chooseNotifications(owner.token, unknown, "off");
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe("event_not_found");
    for (const malformed of ["not-an-id", "1%3B%20DROP%20TABLE%20events"]) {
      expect((await notificationsOf(owner.token, malformed)).status).toBe(422);
      expect((await chooseNotifications(owner.token, malformed, "off")).status).toBe(422);
    }
    const { results } = await env.DB.prepare(
      "SELECT event_id FROM host_notice_settings WHERE user_id = ?",
    )
      .bind(owner.id)
      .all();
    expect(results).toEqual([]);
  });
});
