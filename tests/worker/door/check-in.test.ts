import { describe, expect, it } from "vitest";
import { api, newUser, SUPERUSER, tokenFor } from "../../support/worker/api";
import {
  checkIn,
  eventWithDoor,
  linkKey,
  listed,
  ok,
  responseOf,
  statsOf,
  undoCheckIn,
} from "../../support/worker/door";
import { modify, publicView, withKey } from "../../support/worker/events";

describe("checking in at the door", () => {
  it("checks a response in by its id with its guests, and the list and stats say so", async () => {
    const { event, keeper, owner } = await eventWithDoor({ max_guests: 3 });
    const id = await responseOf(event.id, "홍길동", { guests: 2 });
    await responseOf(event.id, "이몽룡");

    const before = Date.now();
    const reply = await ok(checkIn(keeper.token, event.id, id));
    expect(reply).toMatchObject({
      response: { id, name: "홍길동", status: "attending", checked_in_by: "문지기" },
      already_checked_in: false,
      checked_in_count: 3,
      attending_seats: 4,
    });
    const at = Date.parse(reply.response.checked_in_at ?? "");
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const list = await listed(owner.token, event.id);
    expect(list.get("홍길동")).toMatchObject({
      checked_in_at: reply.response.checked_in_at,
      checked_in_by: "문지기",
    });
    expect(list.get("이몽룡")).toMatchObject({ checked_in_at: null, checked_in_by: null });
    expect(await statsOf(owner.token, event.id)).toMatchObject({
      checked_in_count: 3,
      attending_seats: 4,
    });
  });

  it("a second check-in changes nothing and tells the first one's time and who", async () => {
    const { event, keeper, manager } = await eventWithDoor();
    const id = await responseOf(event.id, "성춘향");
    const first = await ok(checkIn(keeper.token, event.id, id));
    const second = await ok(checkIn(manager.token, event.id, id));
    expect(second.already_checked_in).toBe(true);
    expect(second.response.checked_in_at).toBe(first.response.checked_in_at);
    expect(second.response.checked_in_by).toBe("문지기");
    expect(second.checked_in_count).toBe(1);
  });

  it("undo clears a check-in; undoing none says there was none", async () => {
    const { event, keeper, owner } = await eventWithDoor();
    const id = await responseOf(event.id, "변학도");
    await ok(checkIn(owner.token, event.id, id));
    const undone = await ok(undoCheckIn(keeper.token, event.id, id));
    expect(undone).toMatchObject({
      response: { id, checked_in_at: null, checked_in_by: null },
      was_checked_in: true,
      checked_in_count: 0,
      attending_seats: 1,
    });
    expect((await ok(undoCheckIn(keeper.token, event.id, id))).was_checked_in).toBe(false);
    // Checked in again after an undo: a new check-in, by whoever did it now.
    const again = await ok(checkIn(keeper.token, event.id, id));
    expect(again).toMatchObject({
      already_checked_in: false,
      response: { checked_in_by: "문지기" },
    });
  });

  it("refuses a response that is not attending, and changes nothing", async () => {
    const { event, keeper, owner } = await eventWithDoor({ max_participants: 1 });
    await responseOf(event.id, "참석자");
    const maybe = await responseOf(event.id, "미정인", { status: "maybe" });
    const waiting = await responseOf(event.id, "대기자");
    for (const id of [maybe, waiting]) {
      const res = await checkIn(keeper.token, event.id, id);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "response_not_attending" });
    }
    const list = await listed(owner.token, event.id);
    expect([...list.values()].map((r) => r.checked_in_at)).toEqual([null, null, null]);
    expect((await statsOf(owner.token, event.id)).checked_in_count).toBe(0);
    const missing = await checkIn(keeper.token, event.id, crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "response_not_found" });
  });

  it("keeps a check-in on a response that left attending, counting it only while attending", async () => {
    const { event, keeper, owner } = await eventWithDoor({ max_guests: 2 });
    const id = await responseOf(event.id, "오락가락", { guests: 1 });
    await ok(checkIn(keeper.token, event.id, id));
    const left = await modify(event.id, "오락가락", { password: "1234", status: "maybe" });
    expect(left.status).toBe(200);
    expect((await listed(owner.token, event.id)).get("오락가락")?.checked_in_by).toBe("문지기");
    expect((await statsOf(owner.token, event.id)).checked_in_count).toBe(0);
    await modify(event.id, "오락가락", { password: "1234", status: "attending" });
    expect((await statsOf(owner.token, event.id)).checked_in_count).toBe(2);
  });

  it("is for the owner and hosts only: a stranger and a superuser get 404", async () => {
    const { event, manager } = await eventWithDoor();
    const id = await responseOf(event.id, "손님");
    const stranger = await newUser();
    const superuser = await tokenFor(SUPERUSER.email, SUPERUSER.password);
    for (const token of [stranger.token, superuser]) {
      expect((await checkIn(token, event.id, id)).status).toBe(404);
      expect((await undoCheckIn(token, event.id, id)).status).toBe(404);
    }
    expect((await checkIn(manager.token, event.id, id)).status).toBe(200);
    expect(
      (await api(`/events/${event.id}/responses/${id}/check-in`, { method: "POST" })).status,
    ).toBe(401);
  });

  it("never shows a check-in to invitees: the public view, the personal link, the reply", async () => {
    const { event, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "비밀");
    const key = await linkKey(event.id, "비밀");
    const revision = (await publicView(event.id)).revision;
    await ok(checkIn(keeper.token, event.id, id));

    const view = await publicView(event.id);
    // No change invitees see: not even a new revision.
    expect(view.revision).toBe(revision);
    const own = await withKey(event.id, key);
    const changed = await modify(event.id, "비밀", { password: "1234", message: "곧 가요" });
    for (const text of [JSON.stringify(view), await own.text(), await changed.text()]) {
      expect(text).not.toContain("checked_in");
      expect(text).not.toContain("문지기");
    }
  });
});
