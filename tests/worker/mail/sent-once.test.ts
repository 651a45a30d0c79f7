import { describe, expect, it, vi } from "vitest";
import { mailsTo, newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, range } from "../../support/worker/events";
import {
  type BoundMail,
  imitateBinding,
  mailsSettled,
  queuedMails,
  submitVerified,
} from "../../support/worker/mail";
import { announce } from "../../support/worker/push";

/**
 * A room that crashes while it mails (decision 0046): each mail is recorded as the sender
 * takes it, so a crash repeats at most the one in flight, and every try of a notice carries
 * the same X-Notice-Id.
 */
describe("mail through a crash", () => {
  it("sends each address one mail when the room is aborted mid-round", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const addresses = range(4).map((i) => uniqueEmail(`crash${i}`));
    for (const [i, address] of addresses.entries()) {
      await submitVerified(event.id, { name: `손님${i}` }, address);
    }
    await mailsSettled(event.id);
    // The binding takes two mails; at the third the room is aborted, that mail not taken.
    // It starts once the announcement has been answered: the crash is the courier's alone.
    const taken: BoundMail[] = [];
    let crashed = false;
    let answered!: () => void;
    const announcedFirst = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await imitateBinding(event.id, async (message, state) => {
      await announcedFirst;
      if (taken.length === 2) {
        crashed = true;
        state.abort("crash between a send and its record");
        throw new Error("aborted");
      }
      taken.push(message);
      return { messageId: `m-${taken.length}` };
    });
    expect((await announce(owner.token, event.id, "장소가 바뀌었어요")).status).toBe(201);
    answered();
    // A flag, not a promise: the aborted room cannot resolve what the test awaits.
    await vi.waitFor(() => expect(crashed).toBe(true), { timeout: 10_000 });

    // The next instance sends what is left (its constructor starts the courier).
    await mailsSettled(event.id);
    expect(await queuedMails(event.id)).toEqual([]);
    const ids = new Set<string>();
    for (const address of addresses) {
      const local = (await mailsTo(address)).filter((mail) => !mail.subject.includes("확인"));
      const bound = taken.filter((mail) => mail.to === address);
      expect(local.length + bound.length, address).toBe(1);
      const id = [...local, ...bound][0].headers?.["X-Notice-Id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id as string);
    }
    expect(ids.size).toBe(addresses.length);
  });

  it("gives a mail tried again the id of its first try", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const address = uniqueEmail("again");
    await submitVerified(event.id, { name: "다시" }, address);
    await mailsSettled(event.id);
    const tried: BoundMail[] = [];
    await imitateBinding(event.id, async (message) => {
      tried.push(message);
      throw Object.assign(new Error("busy"), { code: "E_RATE_LIMIT_EXCEEDED" });
    });
    expect((await announce(owner.token, event.id, "공지")).status).toBe(201);
    await mailsSettled(event.id);
    const [queued] = await queuedMails(event.id);
    expect(queued.attempts).toBe(1);
    expect(tried.map((mail) => mail.headers?.["X-Notice-Id"])).toEqual([queued.notice_id]);
  });
});
