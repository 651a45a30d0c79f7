import { describe, expect, it } from "vitest";
import { VERIFICATION_LIMITS } from "../../../worker/lib/verification-limit";
import { mailsTo, newAddress, newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, myLink, range, submit, withKey } from "../../support/worker/events";
import { mailsAbout, mailsSettled, organiserRow, queuedMails } from "../../support/worker/mail";

/**
 * Verification mails are counted per mailbox (however its address is spelled), per source and
 * per mailbox and source, across every event (docs/security.md): a stranger spends their own
 * share, never the invitee's, and cannot turn the service into a spam cannon. A mail past a
 * limit is held: its holder's page says until when, the organiser's list says so.
 */

type Notify = { email_held_until?: string | null };

/** The response's channels as its holder's page reads them (with the personal link's key). */
async function heldUntil(eventId: string, name: string) {
  const { key } = (await (await myLink(eventId, name)).json()) as { key: string };
  const res = await withKey(eventId, key);
  return ((await res.json()) as { notify: Notify }).notify.email_held_until;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const nextUtcDay = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS).toISOString();
const nextUtcHour = () =>
  new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString();
const verifications = async (address: string) =>
  (await mailsTo(address)).filter((mail) => mail.subject.includes("이메일 확인"));

/** A response with `address` from `source`, to a new event of `owner`; its reply. */
async function asked(owner: { token: string }, name: string, address: string, source: string) {
  const event = await createEvent(owner.token);
  const res = await submit(
    event.id,
    { name, notify_email: address },
    { "CF-Connecting-IP": source },
  );
  expect(res.status).toBe(201);
  await mailsSettled(event.id);
  return { event, heldUntil: await heldUntil(event.id, name) };
}

describe("verification mails", () => {
  it("leave a stranger's requests no way to spend the invitee's own share", async () => {
    const attacker = await newUser();
    const stranger = newAddress();
    const victim = uniqueEmail("victim");
    for (const i of range(VERIFICATION_LIMITS.perMailboxAndSourceDay)) {
      await asked(attacker, `가짜${i}`, victim, stranger);
    }
    // The stranger's next is held, the mail not sent, and its page says until when.
    const over = await asked(attacker, "넘침", victim, stranger);
    expect(over.heldUntil).toBe(nextUtcDay());
    expect((await queuedMails(over.event.id)).map((mail) => mail.change_key)).toEqual([
      expect.stringMatching(/^verify:/),
    ]);
    expect((await organiserRow(attacker.token, over.event.id, "넘침")).email_problem).toBe("held");
    expect((await verifications(victim)).length).toBe(VERIFICATION_LIMITS.perMailboxAndSourceDay);

    // The invitee, from her own phone, still gets hers.
    const organiser = await newUser();
    const hers = await asked(organiser, "민지", victim, newAddress());
    expect(hers.heldUntil).toBeNull();
    await mailsAbout(victim, "이메일 확인", VERIFICATION_LIMITS.perMailboxAndSourceDay + 1);
  });

  it("count one mailbox however its address is spelled: case, +tag, Gmail's dots", async () => {
    const owner = await newUser();
    const source = newAddress();
    const local = `box${crypto.randomUUID().slice(0, 8)}`;
    const spellings = [
      `${local}@gmail.com`,
      `${local.toUpperCase()}+rsvp@gmail.com`,
      `${local.slice(0, 2)}.${local.slice(2)}@googlemail.com`,
    ];
    for (const [i, spelling] of spellings.entries())
      await asked(owner, `철자${i}`, spelling, source);
    const fourth = await asked(owner, "넷째", `${local}+again@GMAIL.com`, source);
    expect(fourth.heldUntil).toBe(nextUtcDay());
  });

  it(`send one source at most ${VERIFICATION_LIMITS.perSourceHour} an hour, to any addresses`, async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const source = { "CF-Connecting-IP": newAddress() };
    const addresses = range(VERIFICATION_LIMITS.perSourceHour + 1).map((i) => uniqueEmail(`s${i}`));
    for (const [i, address] of addresses.entries()) {
      await submit(event.id, { name: `대포${i}`, notify_email: address }, source);
      await mailsSettled(event.id);
    }
    expect(await heldUntil(event.id, `대포${VERIFICATION_LIMITS.perSourceHour}`)).toBe(
      nextUtcHour(),
    );
    const sent = await Promise.all(
      addresses.map(async (address) => (await verifications(address)).length),
    );
    expect(sent).toEqual([...range(VERIFICATION_LIMITS.perSourceHour).map(() => 1), 0]);
  });

  it(`send one mailbox at most ${VERIFICATION_LIMITS.perMailboxDay} a day from all sources`, async () => {
    const owner = await newUser();
    const address = uniqueEmail("ceiling");
    const held: (string | null | undefined)[] = [];
    for (const i of range(VERIFICATION_LIMITS.perMailboxDay + 1)) {
      held.push((await asked(owner, `출처${i}`, address, newAddress())).heldUntil);
    }
    expect(held.at(-1)).toBe(nextUtcDay());
    expect((await verifications(address)).length).toBe(VERIFICATION_LIMITS.perMailboxDay);
  });

  it("hold the limit when six events mail one mailbox from one source at the same moment", async () => {
    const owner = await newUser();
    const address = uniqueEmail("rush");
    const source = { "CF-Connecting-IP": newAddress() };
    const events = await Promise.all(range(6).map(() => createEvent(owner.token)));
    const answers = await Promise.all(
      events.map((event, i) =>
        submit(event.id, { name: `동시${i}`, notify_email: address }, source),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(range(6).map(() => 201));
    await Promise.all(events.map((event) => mailsSettled(event.id)));
    const held = await Promise.all(
      events.map(async (event) => (await queuedMails(event.id)).length),
    );
    expect((await verifications(address)).length).toBe(VERIFICATION_LIMITS.perMailboxAndSourceDay);
    expect(held.reduce((sum, n) => sum + n, 0)).toBe(
      6 - VERIFICATION_LIMITS.perMailboxAndSourceDay,
    );
  });

  it("carry the organiser's and the invitee's words short and marked as theirs", async () => {
    const owner = await newUser();
    const title = `무료 상품권 받기 ${"지금 바로 클릭 ".repeat(10)}`;
    const event = await createEvent(owner.token, { title });
    const address = uniqueEmail("words");
    await submit(event.id, { name: "당첨자 안내", notify_email: address });
    const [mail] = await mailsAbout(address, "이메일 확인");
    expect(mail.subject).toBe("[모임 RSVP] 알림 이메일 확인");
    expect(mail.text).toContain(`모임 이름 (주최자가 적은 말): 「${title.slice(0, 40)}…」`);
    expect(mail.text).toContain("응답 이름 (응답한 사람이 적은 말): 「당첨자 안내」");
    expect(mail.text).not.toContain(title.trim());
  });
});
