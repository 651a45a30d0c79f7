import { describe, expect, it } from "vitest";
import { HOST_GATHER_MS } from "../../../worker/event-room/hosts/host-schedule";
import { api } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import { cancel, modify, submit } from "../../support/worker/events";
import { alarmTellsHosts, hostMails, hostsTold } from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";
import { follow, linkIn, submitVerified } from "../../support/worker/mail";
import { addressOf, fromNow, HOUR_MS, remindersTo } from "../../support/worker/reminders";

const titled = () => `운영 ${crypto.randomUUID().slice(0, 6)}`;

/** Every line of the hosts' mails to `address` about `title`, in order. */
async function linesTo(address: string, title: string): Promise<string[]> {
  return (await hostMails(address, title)).flatMap((mail) => mail.text.split("\n"));
}

describe("what the hosts hear", () => {
  it("every kind of change: answers, changes, withdrawals, offers declined and lapsed, '못 가요', a full house and an empty queue", async () => {
    const clock = testClock();
    const title = titled();
    // A minute ahead, its reminder already due; an hour of offers is a second here.
    const { owner, event } = await hostedEvent({
      title,
      max_participants: 2,
      max_guests: 1,
      promotion: "offer",
      offer_hours: 1,
      event_date: fromNow(60_000),
      reminder_hours: 168,
    });
    const address = addressOf("host-kinds");
    await submitVerified(event.id, { name: "가장", guests: 1 }, address);
    await submit(event.id, { name: "나중" });
    await submit(event.id, { name: "막내" });
    await submit(event.id, { name: "지나", status: "maybe" });
    expect((await cancel(event.id, "지나")).status).toBe(200);
    expect((await modify(event.id, "가장", { password: "1234", guests: 0 })).status).toBe(200);
    // The freed seat is offered to 나중, who declines: it goes to 막내, and nobody waits.
    expect(
      (await modify(event.id, "나중", { password: "1234", status: "not_attending" })).status,
    ).toBe(200);
    clock.pass(HOUR_MS + 1);
    await alarmRuns(event.id); // 막내's offer lapses.
    const [reminder] = await remindersTo(address);
    expect((await follow(linkIn(reminder, "못 가요"), "POST")).status).toBe(200);
    clock.pass(HOST_GATHER_MS);
    await alarmTellsHosts(event.id);

    const lines = await linesTo(owner.email, title);
    const expected = [
      "가장님이 일행 1명과 참석해요",
      "자리가 모두 찼어요",
      "나중님이 대기 명단에 올랐어요",
      "막내님이 대기 명단에 올랐어요",
      "지나님이 미정으로 답했어요",
      "지나님이 응답을 취소했어요 (이전: 미정)",
      "가장님이 일행 없이 와요",
      "나중님이 자리 제안을 거절했어요",
      "대기 명단이 비었어요",
      "막내님이 자리 제안에 답하지 않아 제안이 만료되었어요",
      "가장님이 '못 가요'라고 답했어요",
    ];
    // Each once, in the order it happened.
    const told = lines.filter((line) => expected.includes(line));
    expect(told).toEqual(expected);
  });

  it("an erased answer without its name, and nothing that named it still to be told", async () => {
    const clock = testClock();
    const title = titled();
    const { owner, event } = await hostedEvent({ title });
    await submit(event.id, { name: "먼저" });
    await hostsTold(event.id);
    await submit(event.id, { name: "비밀이" });
    await modify(event.id, "비밀이", { password: "1234", status: "maybe" });
    const erased = await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "비밀이", password: "1234" },
    });
    expect(erased.status).toBe(200);
    clock.pass(HOST_GATHER_MS);
    await alarmTellsHosts(event.id);

    const mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("한 분이 응답을 취소하고 정보를 지웠어요 (이전: 미정)");
    expect(mails[1].text).not.toContain("비밀이");
    expect(mails[1].subject).toBe(`'${title}' 새 응답`);
  });

  it("in the account's language", async () => {
    const title = titled();
    const { owner, event } = await hostedEvent({ title });
    await api("/users/me", { method: "PATCH", token: owner.token, json: { language: "en" } });
    await submit(event.id, { name: "Minji", status: "maybe" });
    await hostsTold(event.id);
    const [mail] = await hostMails(owner.email, title);
    expect(mail.subject).toBe(`New answer: ${title}`);
    expect(mail.text).toContain("Minji answered maybe");
    expect(mail.text).toContain("Now: 0 attending · 0 waiting · 1 maybe · 0 not attending");
  });
});
