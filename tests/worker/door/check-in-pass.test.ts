import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import {
  checkInByPass,
  eventWithDoor,
  linkKey,
  listed,
  ok,
  passFor,
  passOf,
  responseOf,
} from "../../support/worker/door";
import { cancel, createEvent, modify, withKey } from "../../support/worker/events";

/**
 * The QR shown at the door carries a check-in pass (decision 0045), not the personal link's
 * key: the pass checks its response in and nothing else, and ends with the personal link.
 */

const refusedAs = async (res: Response, status: number, code: string) => {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(((await res.json()) as { code: string }).code).toBe(code);
};

describe("the check-in pass", () => {
  it("checks its response in, once, and carries nothing of the personal link's key", async () => {
    const { event, keeper } = await eventWithDoor();
    const id = await responseOf(event.id, "큐알");
    const key = await linkKey(event.id, "큐알");
    const pass = await passOf(event.id, key);

    expect(pass.startsWith(`${id}.`)).toBe(true);
    expect(pass).not.toContain(key);
    // The same link gives the same pass: a QR shown again is the one already printed.
    expect(await passOf(event.id, key)).toBe(pass);

    const reply = await ok(checkInByPass(keeper.token, event.id, pass));
    expect(reply).toMatchObject({ response: { id, name: "큐알" }, already_checked_in: false });
    expect((await ok(checkInByPass(keeper.token, event.id, pass))).already_checked_in).toBe(true);
  });

  it("opens nothing: the response cannot be read, changed or cancelled with it", async () => {
    const { event } = await eventWithDoor();
    await responseOf(event.id, "사진");
    const pass = await passOf(event.id, await linkKey(event.id, "사진"));
    const signature = pass.split(".")[1] ?? "";

    // Whole, the pass is no key (422); its signature, shaped as a key, opens no response.
    await refusedAs(await withKey(event.id, pass), 422, "validation_failed");
    for (const init of [
      {},
      { method: "PUT", json: { message: "바꿔치기" } },
      { method: "DELETE" },
    ] as const) {
      await refusedAs(await withKey(event.id, signature, init), 404, "response_link_invalid");
    }
    await refusedAs(await passFor(event.id, signature), 404, "response_link_invalid");
  });

  it("refuses a personal link's key at the door: the old QR checks nobody in", async () => {
    const { event, keeper, owner } = await eventWithDoor();
    await responseOf(event.id, "옛날");
    const key = await linkKey(event.id, "옛날");
    for (const json of [{ key }, { pass: key }]) {
      const res = await api(`/events/${event.id}/check-in`, {
        method: "POST",
        token: keeper.token,
        json,
      });
      await refusedAs(res, 422, "validation_failed");
    }
    expect((await listed(owner.token, event.id)).get("옛날")?.checked_in_at).toBeNull();
  });

  it("ends with the personal link: a new link, a new password, a cancellation", async () => {
    const { event, keeper, owner } = await eventWithDoor();
    await responseOf(event.id, "새링크");
    await responseOf(event.id, "새비번");
    await responseOf(event.id, "취소함");
    const passes = {
      renewed: await passOf(event.id, await linkKey(event.id, "새링크")),
      password: await passOf(event.id, await linkKey(event.id, "새비번")),
      cancelled: await passOf(event.id, await linkKey(event.id, "취소함")),
    };
    const newKey = await linkKey(event.id, "새링크");
    const changed = await modify(event.id, "새비번", { password: "1234", new_password: "5678" });
    expect(changed.status, await changed.text()).toBe(200);
    expect((await cancel(event.id, "취소함")).status).toBe(200);

    for (const pass of Object.values(passes)) {
      await refusedAs(
        await checkInByPass(keeper.token, event.id, pass),
        404,
        "check_in_pass_invalid",
      );
    }
    const list = await listed(owner.token, event.id);
    expect(list.get("새링크")?.checked_in_at).toBeNull();
    expect(list.get("새비번")?.checked_in_at).toBeNull();

    // The new link's pass is the one that works now.
    const reply = await ok(checkInByPass(keeper.token, event.id, await passOf(event.id, newKey)));
    expect(reply.response.name).toBe("새링크");
  });

  it("is signed for one response of one event: another's, a changed id or a forged one checks nobody in", async () => {
    const { event, keeper, owner } = await eventWithDoor();
    const mine = await responseOf(event.id, "내것");
    const theirs = await responseOf(event.id, "남의것");
    await linkKey(event.id, "남의것");
    const pass = await passOf(event.id, await linkKey(event.id, "내것"));
    const signature = pass.split(".")[1] ?? "";

    const other = await createEvent((await newUser()).token);
    await responseOf(other.id, "다른모임");
    const elsewhere = await passOf(other.id, await linkKey(other.id, "다른모임"));
    const forged = `${mine}.${"A".repeat(43)}`;

    for (const wrong of [elsewhere, `${theirs}.${signature}`, forged]) {
      await refusedAs(
        await checkInByPass(keeper.token, event.id, wrong),
        404,
        "check_in_pass_invalid",
      );
    }
    const list = await listed(owner.token, event.id);
    expect(list.get("내것")?.checked_in_at).toBeNull();
    expect(list.get("남의것")?.checked_in_at).toBeNull();
  });
});
