import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVE_ENDED_CLOSE_CODE } from "#contract/live-protocol";
import { api, mailsArrived, newUser, provenUser } from "../../support/worker/api";
import { addHost } from "../../support/worker/hosts";
import { openOrganiserLive } from "../../support/worker/live";
import { mailsAbout, mailsSettled, submitVerified } from "../../support/worker/mail";
import { addressOf, fromNow, HOUR_MS, reminderEvent } from "../../support/worker/reminders";
import {
  heldConfig,
  owedTo,
  roomCallFailsAt,
  roomCrashesAt,
  sweepRuns,
} from "../../support/worker/room-syncs";

/** How many of `address`'s mails have `words` in their subject, once the room sent all. */
async function mailsCounted(eventId: string, address: string, words: string) {
  await mailsSettled(eventId);
  return (await mailsArrived(address, 0)).filter((mail) => mail.subject.includes(words)).length;
}

const DAY_MS = 86_400_000;

describe("a room that missed its event's change", () => {
  it("takes a moved date from the minute's sweep: reminders and change notices go, once each", async () => {
    const { token } = await newUser();
    // The reminder is 40 test hours (seconds) before an event ten days away.
    const event = await reminderEvent(token, 10 * DAY_MS, 40);
    const addresses = ["minji", "hajun", "jiwoo"].map(addressOf);
    for (const [i, address] of addresses.entries()) {
      await submitVerified(event.id, { name: `손님${i}` }, address);
    }
    await mailsSettled(event.id);
    const before = await heldConfig(event.id);

    // The date moves to 30 seconds from now (its reminder's time is past); D1 takes the edit
    // and the room is thrown away before it hears of it: the organiser gets no answer.
    await roomCrashesAt(event.id, "applyConfig");
    const eventDate = fromNow(30 * HOUR_MS);
    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { event_date: eventDate },
    });
    expect(moved.status).toBe(500);
    const row = await env.DB.prepare("SELECT event_date, config_version FROM events WHERE id = ?")
      .bind(event.id)
      .first<{ event_date: string; config_version: number }>();
    expect(row?.event_date).toBe(eventDate);
    expect(await owedTo(event.id)).toEqual([{ host_id: "", config_version: row?.config_version }]);
    expect((await heldConfig(event.id))?.event_date).toBe(before?.event_date);

    // No request reaches the room: the sweep alone brings it in line.
    await sweepRuns();
    expect((await heldConfig(event.id))?.event_date).toBe(eventDate);
    expect(await owedTo(event.id)).toEqual([]);
    for (const address of addresses) {
      await mailsAbout(address, "리마인더");
      await mailsAbout(address, "모임 일시가 바뀌었어요");
    }
    // A second sweep (or the minute after) sends nothing again.
    await sweepRuns();
    for (const address of addresses) {
      expect(await mailsCounted(event.id, address, "리마인더")).toBe(1);
      expect(await mailsCounted(event.id, address, "모임 일시가 바뀌었어요")).toBe(1);
    }
  });

  it("is emptied by the sweep when it missed the deletion, and says farewell once", async () => {
    const { token } = await newUser();
    const event = await reminderEvent(token, 10 * DAY_MS, 20);
    const address = addressOf("farewell");
    await submitVerified(event.id, { name: "민지" }, address);
    await mailsSettled(event.id);

    await roomCrashesAt(event.id, "empty");
    expect((await api(`/events/${event.id}`, { method: "DELETE", token })).status).toBe(500);
    expect(await owedTo(event.id)).toEqual([{ host_id: "", config_version: 0 }]);
    expect(await heldConfig(event.id)).not.toBeNull();

    await sweepRuns();
    expect(await heldConfig(event.id)).toBeNull();
    expect(await owedTo(event.id)).toEqual([]);
    await mailsAbout(address, "모임이 취소되었어요");
    await sweepRuns();
    expect(await mailsCounted(event.id, address, "모임이 취소되었어요")).toBe(1);
  });

  it("closes a removed host's live feed from the sweep when the room was not told", async () => {
    const owner = await newUser();
    const manager = await provenUser();
    const event = await reminderEvent(owner.token, 10 * DAY_MS, 20);
    await addHost(owner.token, event.id, manager.email, "manager");
    const live = await openOrganiserLive(manager.token, event.id);
    await live.next((message) => message.type === "organiser");
    const closed = new Promise<number>((resolve) =>
      live.socket.addEventListener("close", (close) => resolve(close.code)),
    );

    await roomCallFailsAt(event.id, "onEvent");
    const removed = await api(`/events/${event.id}/hosts/${manager.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(500);
    expect(await owedTo(event.id)).toEqual([{ host_id: manager.id, config_version: 0 }]);

    await sweepRuns();
    const stillOpen = scheduler.wait(5000).then(() => "still open");
    expect(await Promise.race([closed, stillOpen])).toBe(LIVE_ENDED_CLOSE_CODE);
    expect(await owedTo(event.id)).toEqual([]);
  });

  it("owes nothing after an edit, a removal or a deletion the room answered", async () => {
    const owner = await newUser();
    const manager = await provenUser();
    const event = await reminderEvent(owner.token, 10 * DAY_MS, 20);
    await addHost(owner.token, event.id, manager.email, "manager");
    const edited = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { max_participants: 3 },
    });
    expect(edited.status).toBe(200);
    expect(await owedTo(event.id)).toEqual([]);
    const removed = await api(`/events/${event.id}/hosts/${manager.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await owedTo(event.id)).toEqual([]);
    expect(
      (await api(`/events/${event.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(200);
    expect(await owedTo(event.id)).toEqual([]);
  });
});
