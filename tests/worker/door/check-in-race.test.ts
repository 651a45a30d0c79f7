import { describe, expect, it } from "vitest";
import {
  checkIn,
  eventWithDoor,
  inD1,
  listed,
  ok,
  responseOf,
  statsOf,
  undoCheckIn,
} from "../../support/worker/door";
import { range } from "../../support/worker/events";

const ROUNDS = 20;

describe("two door phones on one response at once", () => {
  it("check in exactly once: one reply says it did, the other that it already was", async () => {
    const { event, owner, manager, keeper } = await eventWithDoor();
    const ids = [];
    for (const n of range(ROUNDS)) ids.push(await responseOf(event.id, `손님${n}`));

    // Every pair at once (40 calls in flight), each pair started in the other order than the last.
    const pairs = await Promise.all(
      ids.map((id, n) => {
        const phones = n % 2 === 0 ? [manager, keeper] : [keeper, manager];
        return Promise.all(phones.map((phone) => ok(checkIn(phone.token, event.id, id))));
      }),
    );
    for (const replies of pairs) {
      expect(replies.map((r) => r.already_checked_in).sort()).toEqual([false, true]);
      // Both say the one check-in that happened: its time and who.
      expect(replies[0]?.response.checked_in_at).toBe(replies[1]?.response.checked_in_at);
      expect(replies[0]?.response.checked_in_by).toBe(replies[1]?.response.checked_in_by);
    }
    const winners = new Set(
      pairs
        .flat()
        .filter((r) => !r.already_checked_in)
        .map((r) => r.response.checked_in_by),
    );
    expect(winners).toEqual(new Set(["박공동", "문지기"]));

    expect((await statsOf(owner.token, event.id)).checked_in_count).toBe(ROUNDS);
    const { checkedIn, log } = await inD1(event.id);
    expect(log).toHaveLength(ROUNDS);
    expect(new Set(log.map((r) => r.subject)).size).toBe(ROUNDS);
    expect([...checkedIn.values()].every((at) => at !== null)).toBe(true);
  });

  it("a check-in and an undo at once end as one of them left it, everywhere", async () => {
    const { event, owner, manager, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "오가는이");
    let changes = 0;
    for (const n of range(ROUNDS)) {
      // Started in turn one way and the other, so both orders reach the room.
      const calls = [
        () => ok(checkIn(keeper.token, event.id, id)),
        () => ok(undoCheckIn(manager.token, event.id, id)),
      ];
      const started =
        n % 2 === 0
          ? calls.map((call) => call())
          : calls
              .reverse()
              .map((call) => call())
              .reverse();
      const [checked, undone] = await Promise.all(started);
      if (!checked || !undone) throw new Error("a call of the pair gave nothing");
      if (checked.already_checked_in === false) changes += 1;
      if (undone.was_checked_in === true) changes += 1;
    }

    const row = (await listed(owner.token, event.id)).get("오가는이");
    const count = (await statsOf(owner.token, event.id)).checked_in_count;
    const { checkedIn, log } = await inD1(event.id);
    expect(checkedIn.get("오가는이")).toBe(row?.checked_in_at);
    expect(count).toBe(row?.checked_in_at ? 1 : 0);
    // One log row per change, alternating, the last one saying how it was left.
    expect(log).toHaveLength(changes);
    log.forEach((entry, i) => {
      expect(entry.kind).toBe(i % 2 === 0 ? "checked_in" : "check_in_undone");
    });
    expect(log.at(-1)?.kind ?? "check_in_undone").toBe(
      row?.checked_in_at ? "checked_in" : "check_in_undone",
    );
  });
});
