import { describe, expect, it } from "vitest";
import { LiveMessage } from "#contract/live";
import { newUser } from "../../support/worker/api";
import {
  ALL_GUESTS,
  answer,
  eventShowing,
  expectNames,
  expectNoNames,
  expectShapedBy,
  fullEvent,
  GUESTS,
  type MaskedView,
  showGuestList,
  snapshotWhere,
} from "../../support/worker/guest-list";
import { openLive, openOrganiserLive } from "../../support/worker/live";

/**
 * Decision 0041: the live socket's public messages (GET /events/{id}/live without a ticket) carry
 * the public view as the guest list shapes it, every time; a change of the guest list reaches
 * every open socket at once, with a new revision. The organiser's socket still sees everyone.
 */

const snapshotIn = (message: Record<string, unknown>) => message.snapshot as MaskedView;

describe.each(["count", "hidden"] as const)("the public live socket under %s", (mode) => {
  it("never carries a name, and under hidden no count, through every change", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, mode, {
      title: "실시간 모임",
      max_participants: 3,
      max_guests: 1,
    });
    const live = await openLive(event.id);
    const first = snapshotIn(await live.next((m) => m.type === "snapshot"));
    expectShapedBy(first, mode);
    expect(first.seat_state).toBe("open");

    await answer(event.id, GUESTS.first, { guests: 1 });
    await answer(event.id, GUESTS.second);
    await answer(event.id, GUESTS.waiting);
    await answer(event.id, GUESTS.maybe, { status: "maybe" });
    // Four changes, four new revisions: the socket hears of each though it is shown no one.
    const last = snapshotIn(
      await live.next(snapshotWhere((s) => s.revision === first.revision + 4)),
    );
    expect(last.seat_state).toBe("full");
    if (mode === "count") expect(last).toMatchObject({ attending_seats: 3, waiting_count: 1 });

    expect(live.texts.length).toBeGreaterThanOrEqual(2);
    for (const text of live.texts) {
      expectNoNames(text, ALL_GUESTS, "a live message");
      const message = LiveMessage.parse(JSON.parse(text));
      expect(message.type).toBe("snapshot");
      expectShapedBy(snapshotIn(JSON.parse(text) as Record<string, unknown>), mode);
    }
    live.socket.close();
  });
});

describe("a change of the guest list", () => {
  it("reaches an open page's socket at once: names go, counts go, and come back", async () => {
    const owner = await newUser();
    const event = await fullEvent(owner.token, "names");
    const live = await openLive(event.id);
    const organiser = await openOrganiserLive(owner.token, event.id);
    const shown = snapshotIn(await live.next((m) => m.type === "snapshot"));
    expectShapedBy(shown, "names");
    expectNames(JSON.stringify(shown), ALL_GUESTS, "the first snapshot");
    await organiser.next((m) => m.type === "organiser");

    // Nothing else happens: the organiser's change alone sends the new snapshot.
    await showGuestList(owner.token, event.id, "hidden");
    const hiddenMessage = await live.next(snapshotWhere((s) => s.revision > shown.revision));
    const hidden = snapshotIn(hiddenMessage);
    expectShapedBy(hidden, "hidden");
    expect(hidden.seat_state).toBe("full");
    expectNoNames(JSON.stringify(hiddenMessage), ALL_GUESTS, "the snapshot after the change");

    // The organiser's own socket still lists everyone.
    const organiserView = await organiser.next(
      (m) => m.type === "organiser" && (m.revision as number) >= hidden.revision,
    );
    expectNames(JSON.stringify(organiserView), ALL_GUESTS, "the organiser's message");

    await showGuestList(owner.token, event.id, "count");
    const counted = snapshotIn(await live.next(snapshotWhere((s) => s.revision > hidden.revision)));
    expectShapedBy(counted, "count");
    expect(counted).toMatchObject({ attending_seats: 3, waiting_count: 1, total_responses: 4 });

    await showGuestList(owner.token, event.id, "names");
    const back = snapshotIn(await live.next(snapshotWhere((s) => s.revision > counted.revision)));
    expectShapedBy(back, "names");
    expectNames(JSON.stringify(back), ALL_GUESTS, "the snapshot back under names");

    // From hiding to showing the names again, no message on the public socket had one.
    const at = (revision: number) =>
      live.texts.findIndex(
        (text) => (JSON.parse(text) as { snapshot?: MaskedView }).snapshot?.revision === revision,
      );
    const whileHidden = live.texts.slice(at(hidden.revision), at(back.revision));
    expect(whileHidden.length).toBeGreaterThanOrEqual(2);
    for (const text of whileHidden) expectNoNames(text, ALL_GUESTS, "a message while hidden");
    live.socket.close();
    organiser.socket.close();
  });

  it("reaches a socket opened under hidden when names are shown again", async () => {
    const owner = await newUser();
    const event = await fullEvent(owner.token, "hidden");
    const live = await openLive(event.id);
    const shown = snapshotIn(await live.next((m) => m.type === "snapshot"));
    expectShapedBy(shown, "hidden");
    expectNoNames(JSON.stringify(shown));
    await showGuestList(owner.token, event.id, "names");
    const named = snapshotIn(await live.next(snapshotWhere((s) => s.revision > shown.revision)));
    expectShapedBy(named, "names");
    expect(named.responses.map((r) => r.name)).toEqual([
      GUESTS.first,
      GUESTS.second,
      GUESTS.maybe,
      GUESTS.waiting,
    ]);
    live.socket.close();
  });
});
