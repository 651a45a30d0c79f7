import { describe, expect, it } from "vitest";
import { HOST_GATHER_MS } from "../../../worker/event-room/hosts/host-schedule";
import { testClock } from "../../support/worker/clock";
import { submit } from "../../support/worker/events";
import {
  alarmTellsHosts,
  hostMails,
  hostsTold,
  notificationsOf,
} from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";
import { follow, unsubscribeHeaderOf } from "../../support/worker/mail";

describe("a hosts' notice's stop link", () => {
  it("asks on GET, stops that host's notices of the event on the one-click POST, and nobody else's", async () => {
    const clock = testClock();
    const title = `정기모임 ${crypto.randomUUID().slice(0, 6)}`;
    const { owner, manager, event } = await hostedEvent({ title });
    await submit(event.id, { name: "첫째" });
    await hostsTold(event.id);
    const [mail] = await hostMails(owner.email, title);
    const stop = unsubscribeHeaderOf(mail);
    expect(mail.text).toContain(stop);

    const asked = await follow(stop);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(title);
    expect(page).toContain("알림을 더 받지 않을까요?");
    expect(page).toContain('<form method="post">');
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "each" });

    // A mail client's one-click unsubscribe (RFC 8058) posts the form it names.
    const stopped = await follow(stop, "POST", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain("알림을 껐어요");
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "off" });
    expect(await (await notificationsOf(manager.token, event.id)).json()).toEqual({
      mode: "each",
    });

    clock.pass(HOST_GATHER_MS);
    await submit(event.id, { name: "둘째" });
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(1);
    expect(await hostMails(manager.email, title)).toHaveLength(2);
  });

  it("refuses a link cut short or made for another event", async () => {
    const title = `정기모임 ${crypto.randomUUID().slice(0, 6)}`;
    const { owner, event } = await hostedEvent({ title });
    const other = await hostedEvent();
    await submit(event.id, { name: "첫째" });
    await hostsTold(event.id);
    const stop = unsubscribeHeaderOf((await hostMails(owner.email, title))[0]);
    expect((await follow(`${stop.slice(0, -4)}`, "POST")).status).toBe(404);
    const moved = stop.replace(event.id, other.event.id);
    expect((await follow(moved, "POST")).status).toBe(404);
    expect(await (await notificationsOf(owner.token, event.id)).json()).toEqual({ mode: "each" });
  });
});
