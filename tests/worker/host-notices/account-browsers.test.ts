import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { subscribeAccount } from "../../support/worker/host-notices";
import { newSubscription } from "../../support/worker/push";

describe("the browsers an account hears its events on", () => {
  it("keeps a browser's subscription for its account alone, and drops it when asked", async () => {
    const owner = await newUser();
    const other = await newUser();
    const browser = await newSubscription();
    expect((await subscribeAccount(owner.token, browser)).status).toBe(200);
    // The same browser again: still one.
    expect((await subscribeAccount(owner.token, browser)).status).toBe(200);

    const listed = await api("/users/me/push", { token: owner.token });
    expect(listed.headers.get("Cache-Control")).toBe("no-store");
    expect(await listed.json()).toEqual({ endpoints: [browser.endpoint] });
    expect(await (await api("/users/me/push", { token: other.token })).json()).toEqual({
      endpoints: [],
    });

    // Another account cannot drop it.
    const foreign = await api("/users/me/push", {
      method: "DELETE",
      token: other.token,
      json: { endpoint: browser.endpoint },
    });
    expect(await foreign.json()).toMatchObject({ removed: 0 });
    const dropped = await api("/users/me/push", {
      method: "DELETE",
      token: owner.token,
      json: { endpoint: browser.endpoint },
    });
    expect(await dropped.json()).toMatchObject({ removed: 1 });
    expect(await (await api("/users/me/push", { token: owner.token })).json()).toEqual({
      endpoints: [],
    });
  });

  it("refuses an endpoint that is no browser's push service, and needs a signed-in account", async () => {
    const owner = await newUser();
    const refused = await subscribeAccount(owner.token, {
      endpoint: "https://internal.example/steal",
      keys: { p256dh: "BNc".padEnd(87, "A"), auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { detail: { loc: string[] }[] };
    expect(body.detail[0].loc).toEqual(["body", "subscription", "endpoint"]);
    expect(await (await api("/users/me/push", { token: owner.token })).json()).toEqual({
      endpoints: [],
    });
    expect((await api("/users/me/push")).status).toBe(401);
  });

  it("hands a browser's replaced subscription over, with the old endpoint as the only proof", async () => {
    const owner = await newUser();
    const old = await newSubscription();
    const fresh = await newSubscription();
    await subscribeAccount(owner.token, old);
    const renew = (oldEndpoint: string) =>
      api("/users/me/push/renewal", {
        method: "PUT",
        json: {
          old_endpoint: oldEndpoint,
          subscription: { endpoint: fresh.endpoint, keys: fresh.keys },
        },
      });
    // An endpoint nobody gave changes nothing.
    expect(await (await renew(`${old.endpoint}x`)).json()).toMatchObject({ renewed: 0 });
    expect(await (await api("/users/me/push", { token: owner.token })).json()).toEqual({
      endpoints: [old.endpoint],
    });
    const renewed = await renew(old.endpoint);
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toMatchObject({ renewed: 1 });
    expect(await (await api("/users/me/push", { token: owner.token })).json()).toEqual({
      endpoints: [fresh.endpoint],
    });

    // An account that already had the new endpoint keeps it once.
    const both = await newUser();
    const older = await newSubscription();
    await subscribeAccount(both.token, older);
    await subscribeAccount(both.token, fresh);
    expect((await renew(older.endpoint)).status).toBe(200);
    expect(await (await api("/users/me/push", { token: both.token })).json()).toEqual({
      endpoints: [fresh.endpoint],
    });
  });
});
