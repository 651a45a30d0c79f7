import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { endLiveFor } from "../../../worker/services/event-rooms";
import { API, api } from "../../support/worker/api";
import { checkIn, eventWithDoor, ok, responseOf, undoCheckIn } from "../../support/worker/door";
import { openLive, openOrganiserLive } from "../../support/worker/live";

type OrganiserMessage = {
  type: string;
  responses: { data: { name: string; checked_in_by: string | null }[] };
  stats: { checked_in_count: number };
};

const organiserWhere =
  (predicate: (message: OrganiserMessage) => boolean) => (message: Record<string, unknown>) =>
    message.type === "organiser" && predicate(message as unknown as OrganiserMessage);

const closeOf = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));

describe("the door phones' live feed", () => {
  it("tells every organiser socket of a check-in and its undo at once, and public sockets nothing", async () => {
    const { event, manager, keeper } = await eventWithDoor({ max_guests: 1 });
    const id = await responseOf(event.id, "홍길동", { guests: 1 });
    const managerPhone = await openOrganiserLive(manager.token, event.id);
    const keeperPhone = await openOrganiserLive(keeper.token, event.id);
    const invitee = await openLive(event.id);
    await invitee.next((m) => m.type === "snapshot");
    const seenByInvitee = invitee.texts.length;

    await ok(checkIn(keeper.token, event.id, id));
    for (const phone of [managerPhone, keeperPhone]) {
      await phone.next(
        organiserWhere(
          (m) =>
            m.stats.checked_in_count === 2 &&
            m.responses.data.some((r) => r.name === "홍길동" && r.checked_in_by === "문지기"),
        ),
      );
    }
    await ok(undoCheckIn(manager.token, event.id, id));
    for (const phone of [managerPhone, keeperPhone]) {
      await phone.next(organiserWhere((m) => m.stats.checked_in_count === 0));
    }
    // The invitee's socket heard nothing of either (the organisers' messages went after both).
    expect(invitee.texts.length).toBe(seenByInvitee);
    for (const text of invitee.texts) expect(text).not.toContain("checked_in");
  });

  it("removing a host closes their organiser sockets at once, and a ticket they took before opens none", async () => {
    const { event, owner, keeper, manager } = await eventWithDoor();
    const id = await responseOf(event.id, "남는이");
    const keeperTabs = [
      await openOrganiserLive(keeper.token, event.id),
      await openOrganiserLive(keeper.token, event.id),
    ];
    const managerTab = await openOrganiserLive(manager.token, event.id);
    const invitee = await openLive(event.id);
    const closed = keeperTabs.map((tab) => closeOf(tab.socket));
    const early = await api(`/events/${event.id}/live-ticket`, {
      method: "POST",
      token: keeper.token,
    });
    const { ticket } = (await early.json()) as { ticket: string };

    const removed = await api(`/events/${event.id}/hosts/${keeper.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await Promise.all(closed)).toEqual([1008, 1008]);
    // The ticket is within its minute, but was issued before the removal.
    const reopened = await exports.default.fetch(
      new Request(`${API}/events/${event.id}/live?ticket=${encodeURIComponent(ticket)}`, {
        headers: { Upgrade: "websocket" },
      }),
    );
    expect(reopened.status).toBe(400);
    expect(await reopened.json()).toMatchObject({ code: "invalid_live_ticket" });
    const again = await api(`/events/${event.id}/live-ticket`, {
      method: "POST",
      token: keeper.token,
    });
    expect(again.status).toBe(404);

    // The other host's tab and the invitee's socket still hear the room.
    await ok(checkIn(owner.token, event.id, id));
    await managerTab.next(organiserWhere((m) => m.stats.checked_in_count === 1));
    expect(invitee.socket.readyState).toBe(WebSocket.OPEN);
    // Nothing left of theirs to end.
    expect(await endLiveFor(env, event.id, keeper.id)).toBe(0);
  });
});
