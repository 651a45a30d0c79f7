import { describe, expect, it } from "vitest";
import { HOST_GATHER_MS } from "../../../worker/event-room/hosts/host-schedule";
import { api, mailsTo } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { deleteEvent, submit } from "../../support/worker/events";
import {
  alarmTellsHosts,
  chooseNotifications,
  hostMails,
  hostsTold,
  subscribeAccount,
} from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";
import { expire, newSubscription, received } from "../../support/worker/push";

const titled = () => `북클럽 ${crypto.randomUUID().slice(0, 6)}`;

/** The lines of a hosts' mail that name someone ('…님이 …'). */
const named = (text: string) => text.split("\n").filter((line) => line.includes("님이 "));

describe("hosts who hear of each answer", () => {
  it("hear of the first answer at once, by name with the counts after it; door keepers hear nothing", async () => {
    const title = titled();
    const { owner, manager, checkin, event } = await hostedEvent({
      title,
      max_participants: 10,
      max_guests: 2,
    });
    await submit(event.id, { name: "김민지", guests: 1 });
    await hostsTold(event.id);

    for (const host of [owner, manager]) {
      const [mail] = await hostMails(host.email, title);
      expect(mail.subject).toBe(`'${title}' 새 응답`);
      expect(mail.text).toContain("김민지님이 일행 1명과 참석해요");
      expect(mail.text).toContain("지금: 참석 2/10명 · 대기 0명 · 미정 0명 · 불참 0명");
      expect(mail.text).toContain(`/events/${event.id}/responses`);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      // An invitee's erase link has no place in a host's mail.
      expect(mail.text).not.toContain("내 정보 삭제");
    }
    expect(await hostMails(checkin.email, title)).toHaveLength(0);
  });

  it("hear of answers within ten minutes of a notice in one notice at the end of them", async () => {
    const clock = testClock();
    const title = titled();
    const { owner, event } = await hostedEvent({ title });
    await submit(event.id, { name: "첫째" });
    await hostsTold(event.id);
    clock.pass(60_000);
    await submit(event.id, { name: "둘째", status: "maybe" });
    clock.pass(4 * 60_000);
    await submit(event.id, { name: "셋째", status: "not_attending" });
    await hostsTold(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(1);

    clock.pass(HOST_GATHER_MS - 5 * 60_000);
    await alarmTellsHosts(event.id);
    const mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`'${title}' 새 응답 2건`);
    expect(named(mails[1].text)).toEqual([
      "둘째님이 미정으로 답했어요",
      "셋째님이 불참으로 답했어요",
    ]);

    // The alarm again: nothing is told twice.
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(2);

    // Long after: the next answer is told at once again.
    clock.pass(HOST_GATHER_MS * 3);
    await submit(event.id, { name: "넷째" });
    await hostsTold(event.id);
    const later = await hostMails(owner.email, title);
    expect(later).toHaveLength(3);
    expect(named(later[2].text)).toEqual(["넷째님이 참석해요"]);
  });

  it("hear a rush of 50 answers in at most 2 notices, and every one of them", async () => {
    const clock = testClock();
    const title = titled();
    const { owner, event } = await hostedEvent({ title });
    const names = Array.from({ length: 50 }, (_, i) => `손님${String(i + 1).padStart(2, "0")}`);
    const replies = await Promise.all(names.map((name) => submit(event.id, { name })));
    expect(replies.map((reply) => reply.status)).toEqual(names.map(() => 201));
    await hostsTold(event.id);
    expect((await hostMails(owner.email, title)).length).toBeLessThanOrEqual(1);

    clock.pass(HOST_GATHER_MS);
    await alarmTellsHosts(event.id);
    const mails = await hostMails(owner.email, title);
    // The first notice took whatever was recorded while it was being made; the rest came at
    // the end of the ten minutes.
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(2);
    // Each mail names up to 20 and counts the rest; together they tell all 50, once.
    const told = mails.map((mail) => {
      const more = /외 (\d+)건/.exec(mail.text);
      expect(named(mail.text).length).toBeLessThanOrEqual(20);
      return named(mail.text).length + (more ? Number(more[1]) : 0);
    });
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(50);
    expect(mails.at(-1)?.subject).toBe(`'${title}' 새 응답 ${told.at(-1)}건`);
    expect(mails.at(-1)?.text).toContain("지금: 참석 50명");
  });

  it("hear it in the browsers they turned on, which open the responses page; a gone browser is dropped", async () => {
    const clock = testClock();
    const title = titled();
    const { owner, event } = await hostedEvent({ title });
    const browser = await newSubscription();
    expect((await subscribeAccount(owner.token, browser)).status).toBe(200);
    await submit(event.id, { name: "김민지" });
    await hostsTold(event.id);
    const [push] = await received(browser);
    expect(push.title).toBe(`'${title}' 새 응답`);
    expect(push.body).toContain("김민지님이 참석해요");
    expect(push.url).toBe(`/events/${event.id}/responses`);

    await expire(browser);
    clock.pass(HOST_GATHER_MS);
    await submit(event.id, { name: "이하준" });
    await hostsTold(event.id);
    expect(await (await api("/users/me/push", { token: owner.token })).json()).toEqual({
      endpoints: [],
    });
  });

  it("hear nothing with notices off, and nothing more of an event deleted before its notice went", async () => {
    const clock = testClock();
    const title = titled();
    const { owner, manager, event } = await hostedEvent({ title });
    await chooseNotifications(manager.token, event.id, "off");
    await submit(event.id, { name: "첫째" });
    await hostsTold(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(1);
    expect(await hostMails(manager.email, title)).toHaveLength(0);

    await submit(event.id, { name: "둘째" }); // Gathered: due in ten minutes.
    await hostsTold(event.id);
    await deleteEvent(owner.token, event.id);
    clock.pass(HOST_GATHER_MS);
    await alarmTellsHosts(event.id);
    const mails = await mailsTo(owner.email);
    expect(mails.filter((mail) => mail.subject.includes("새 응답"))).toHaveLength(1);
  });
});
