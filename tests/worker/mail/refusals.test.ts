import { afterEach, describe, expect, it, vi } from "vitest";
import { mailsTo, newUser, uniqueEmail } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import { createEvent } from "../../support/worker/events";
import {
  type BoundMail,
  bindingRefusal,
  imitateBinding,
  mailsSettled,
  organiserRow,
  queuedMails,
  submitVerified,
} from "../../support/worker/mail";
import { announce } from "../../support/worker/push";

/**
 * The Email Service binding's refusals, told apart by their code (worker/lib/mail.ts
 * `refusalOf`): an address refused for good is marked and not tried again, a mail the sender
 * cannot send is given up at once, and mail refused for the day's quota waits for the next UTC
 * day. Each is logged with its code, never the address.
 */
const DAY_MS = 86_400_000;
const nextUtcDay = () => Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS;

/** An event with one invitee whose address is verified; the room's mails then go to `send`. */
async function invitee(label: string, send: (message: BoundMail) => Promise<unknown>) {
  const owner = await newUser();
  const event = await createEvent(owner.token);
  const address = uniqueEmail(label);
  await submitVerified(event.id, { name: label, status: "waiting" }, address);
  await mailsSettled(event.id);
  await imitateBinding(event.id, send);
  return { owner, event, address };
}

const logged = () => vi.spyOn(console, "warn");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the mail service's refusals", () => {
  for (const code of ["E_RECIPIENT_SUPPRESSED", "E_RECIPIENT_NOT_ALLOWED"]) {
    it(`marks the address undeliverable on ${code}, tries it once`, async () => {
      const tried: BoundMail[] = [];
      const { owner, event, address } = await invitee("refused", async (message) => {
        tried.push(message);
        throw bindingRefusal(code);
      });
      const warn = logged();
      expect((await announce(owner.token, event.id, "첫 공지")).status).toBe(201);
      await mailsSettled(event.id);
      expect(await queuedMails(event.id)).toEqual([]);
      const row = await organiserRow(owner.token, event.id, "refused");
      expect(row.email_problem).toBe("refused");
      expect(row.channels).not.toContain("email");
      const lines = warn.mock.calls.map(([line]) => String(line));
      expect(lines.some((line) => line.includes(code))).toBe(true);
      expect(lines.join("\n")).not.toContain(address.split("@")[0]);

      expect(tried.length).toBe(1);
    });
  }

  for (const code of [
    "E_SENDER_NOT_VERIFIED",
    "E_SENDER_DOMAIN_NOT_AVAILABLE",
    "E_HEADER_NOT_ALLOWED",
  ]) {
    it(`gives the mail up at once on ${code}, and keeps the address`, async () => {
      const tried: BoundMail[] = [];
      const { owner, event } = await invitee("sender", async (message) => {
        tried.push(message);
        throw bindingRefusal(code);
      });
      expect((await announce(owner.token, event.id, "공지")).status).toBe(201);
      await mailsSettled(event.id);
      expect(tried.length).toBe(1);
      expect(await queuedMails(event.id)).toEqual([]);
      const row = await organiserRow(owner.token, event.id, "sender");
      expect(row.email_problem).toBeNull();
      expect(row.channels).toContain("email");
    });
  }

  it("tries again later on E_RATE_LIMIT_EXCEEDED", async () => {
    const { owner, event } = await invitee("busy", async () => {
      throw bindingRefusal("E_RATE_LIMIT_EXCEEDED");
    });
    expect((await announce(owner.token, event.id, "공지")).status).toBe(201);
    await mailsSettled(event.id);
    const [queued] = await queuedMails(event.id);
    expect(queued.attempts).toBe(1);
    expect(queued.due_at).toBeGreaterThan(Date.now());
  });

  it("holds mail refused for the day's quota until the next UTC day, then sends it once", async () => {
    const clock = testClock();
    let quotaSpent = true;
    const taken: BoundMail[] = [];
    const { owner, event, address } = await invitee("quota", async (message) => {
      if (quotaSpent) throw bindingRefusal("E_DAILY_LIMIT_EXCEEDED");
      taken.push(message);
      return { messageId: "m-1" };
    });
    const warn = logged();
    expect((await announce(owner.token, event.id, "공지")).status).toBe(201);
    await mailsSettled(event.id);
    const [held] = await queuedMails(event.id);
    expect(held.due_at).toBe(nextUtcDay());
    expect(held.attempts).toBe(0);
    expect(warn.mock.calls.some(([line]) => String(line).includes("E_DAILY_LIMIT_EXCEEDED"))).toBe(
      true,
    );

    // Past the reset the quota is there again, and the alarm sends what waited.
    quotaSpent = false;
    clock.pass(nextUtcDay() - Date.now());
    await alarmRuns(event.id);
    await mailsSettled(event.id);
    expect(taken.map((mail) => mail.to)).toEqual([address]);
    expect(await queuedMails(event.id)).toEqual([]);
    expect((await mailsTo(address)).filter((mail) => !mail.subject.includes("확인"))).toEqual([]);
  });
});
