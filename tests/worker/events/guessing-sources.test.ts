import { describe, expect, it } from "vitest";
import { api, newAddress, newUser } from "../../support/worker/api";
import { createEvent, modify, publicView, range, submit } from "../../support/worker/events";

/**
 * Who a guess counts against: only the response a right password matched is cleared, an IPv6
 * network counts as one under pressure, and each response has a daily ceiling that strangers
 * cannot pass but its owner can.
 */

let networks = 0;
/** A /48 of its own from 2001:db8::/32 (the documentation range); `subnet` picks a /64 in it. */
const newNetwork = () => {
  networks += 1;
  return (subnet: number) => `2001:db8:${networks.toString(16)}:${subnet.toString(16)}::1`;
};

const wrongToday = async (eventId: string, token: string) => {
  const res = await api(`/events/${eventId}/responses`, { token });
  const { data } = (await res.json()) as { data: { wrong_passwords_today: number }[] };
  return data.map((response) => response.wrong_passwords_today);
};

/** An event with "영희", who answered from `home`; `guess` tries a password on her name. */
async function eventWithResponse(input: { allow_duplicate?: boolean } = {}) {
  const owner = await newUser();
  const event = await createEvent(owner.token, input);
  const home = newAddress();
  const created = await submit(
    event.id,
    { name: "영희", password: "right-pass", message: "원래 메시지" },
    { "CF-Connecting-IP": home },
  );
  expect(created.status).toBe(201);
  const guess = (password: string, source: string) =>
    modify(event.id, "영희", { password, message: "바뀜" }, source);
  return { owner, event, home, guess };
}

/** Puts a response under pressure: 21 wrong passwords today, from 11 addresses. */
async function underPressure(guess: (password: string, source: string) => Promise<Response>) {
  for (const [i, address] of range(10).map((i) => [i, newAddress()] as const)) {
    for (const attempt of range(2)) {
      expect((await guess(`pressure-${i}-${attempt}`, address)).status).toBe(400);
    }
  }
  expect((await guess("pressure-21", newAddress())).status).toBe(400);
}

describe("a right password clears only the response it opens", () => {
  it("so someone sharing a name cannot reset their count on another's response", async () => {
    const { owner, event, home, guess } = await eventWithResponse({ allow_duplicate: true });
    const attacker = newAddress();
    const own = await submit(event.id, { name: "영희", password: "mine-pass" });
    expect(own.status).toBe(201);
    // Wrong guesses at the first 영희, each followed by the attacker's own right password; the
    // fourth wrong one is her real password.
    const statuses: number[] = [];
    for (const attempt of range(30)) {
      const password = attempt === 3 ? "right-pass" : `wrong-${attempt}`;
      statuses.push((await guess(password, attacker)).status);
      expect((await guess("mine-pass", attacker)).status).toBe(200);
    }
    // After 5 attempts counted on her response (3 wrong, 2 of the attacker's own) it is closed to
    // that address: her password was never checked against it.
    expect(statuses).not.toContain(200);
    expect((await publicView(event.id)).responses[0]).toMatchObject({ message: "원래 메시지" });
    // Her response met those 5; the attacker's own met all 30 wrong ones (their right password
    // gives back only its own attempt).
    expect(await wrongToday(event.id, owner.token)).toEqual([5, 30]);
    // She still gets in from her own address.
    expect((await guess("right-pass", home)).status).toBe(200);
  });
});

describe("an IPv6 network under pressure", () => {
  it("gets, over 30 of its /64s, no more guesses than one address", async () => {
    const { event, home, guess } = await eventWithResponse();
    await underPressure(guess);
    // One address under pressure: 2 checked, then refused for the day.
    const single = newAddress();
    const one = [];
    for (const attempt of range(5)) one.push((await guess(`single-${attempt}`, single)).status);
    expect(one).toEqual([400, 400, 429, 429, 429]);
    // 30 /64s of one /48, each in a /56 of its own, one guess each.
    const network = newNetwork();
    const spread = [];
    for (const subnet of range(30)) {
      spread.push((await guess(`spread-${subnet}`, network(subnet * 0x100))).status);
    }
    expect(spread.filter((status) => status === 400)).toHaveLength(2);
    expect(spread.slice(2).every((status) => status === 429)).toBe(true);
    // 30 /64s of one /56 likewise.
    const other = newNetwork();
    const packed = [];
    for (const subnet of range(30)) {
      packed.push((await guess(`packed-${subnet}`, other(subnet))).status);
    }
    expect(packed.filter((status) => status === 400)).toHaveLength(2);
    // Another /48 still gets its tries, and the owner's own address its way in.
    expect((await guess("elsewhere", newNetwork()(0))).status).toBe(400);
    expect((await guess("right-pass", home)).status).toBe(200);
    expect((await publicView(event.id)).responses[0]).toMatchObject({ message: "바뀜" });
  });

  it("is not judged by its /48 before pressure: one /64 gets its 5 a quarter hour", async () => {
    const { guess } = await eventWithResponse();
    const network = newNetwork();
    const statuses = [];
    for (const attempt of range(6))
      statuses.push((await guess(`wrong-${attempt}`, network(1))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await guess("wrong-next", network(2))).status).toBe(400);
  });
});

describe("a response's daily ceiling", () => {
  it("refuses strangers past 100 wrong guesses a day; the owner's address and link still work", async () => {
    const { event, home, guess } = await eventWithResponse();
    // The owner changed it once from another place of theirs, and made a personal link.
    const phone = newAddress();
    expect((await guess("right-pass", phone)).status).toBe(200);
    const linked = await api(`/events/${event.id}/my-link`, {
      method: "POST",
      json: { name: "영희", password: "right-pass" },
    });
    expect(linked.status).toBe(201);
    const { key } = (await linked.json()) as { key: string };

    // 50 addresses, 2 wrong guesses each: all 100 are checked (2 each is within pressure's rule).
    for (const [i, address] of range(50).map((i) => [i, newAddress()] as const)) {
      for (const attempt of range(2)) {
        const res = await guess(`botnet-${i}-${attempt}`, address);
        expect(res.status, `${address} #${attempt}`).toBe(400);
      }
    }
    // The 101st, from a fresh address, is not checked: refused, right password or not.
    for (const password of ["botnet-101", "right-pass"]) {
      const refused = await guess(password, newAddress());
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: "response_locked" });
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    }
    // The addresses that have given the right password before (the one it was submitted from,
    // and the one that changed it) still get in, and so does the personal link.
    expect(
      (await modify(event.id, "영희", { password: "right-pass", message: "집에서" }, home)).status,
    ).toBe(200);
    expect(
      (await modify(event.id, "영희", { password: "right-pass", message: "폰에서" }, phone)).status,
    ).toBe(200);
    const byLink = await api(`/events/${event.id}/my-response`, {
      method: "PUT",
      headers: { "X-Response-Key": key },
      json: { message: "링크로" },
    });
    expect(byLink.status).toBe(200);
    expect((await publicView(event.id)).responses[0]).toMatchObject({ message: "링크로" });
  });
});
