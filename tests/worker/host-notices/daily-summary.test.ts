import { describe, expect, it } from "vitest";
import { api } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { modify, submit } from "../../support/worker/events";
import {
  alarmTellsHosts,
  chooseNotifications,
  hostMails,
  hostsTold,
} from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The lines of a summary that name someone. */
const named = (text: string) => text.split("\n").filter((line) => line.includes("님이 "));

describe("a host's daily summary", () => {
  it("comes at 09:00 on the event's clock with the last day's changes, only when something changed, until the morning after the event", async () => {
    const clock = testClock();
    // The test starts at noon UTC whenever it runs, so Seoul's next 09:00 (midnight UTC: Seoul
    // keeps UTC+9 all year) is twelve hours away, never a minute.
    clock.pass((12 * 60 * MINUTE - (Date.now() % DAY) + DAY) % DAY);
    const nextNine = Math.ceil((Date.now() + 1) / DAY) * DAY;
    const title = `요약 ${crypto.randomUUID().slice(0, 6)}`;
    const { owner, manager, event } = await hostedEvent({
      title,
      time_zone: "Asia/Seoul",
      // 19:00 in Seoul on the day after the first summary.
      event_date: new Date(nextNine + DAY + 10 * 60 * MINUTE).toISOString(),
    });
    await chooseNotifications(owner.token, event.id, "daily");
    await submit(event.id, { name: "첫째", status: "maybe" });
    await hostsTold(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(0);
    // The manager hears of each answer meanwhile.
    expect(await hostMails(manager.email, title)).toHaveLength(1);

    clock.pass(nextNine - Date.now() - MINUTE); // 08:59
    await submit(event.id, { name: "둘째" });
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(0);

    clock.pass(2 * MINUTE); // 09:01
    await modify(event.id, "첫째", { password: "1234", status: "attending" }); // tomorrow's
    await alarmTellsHosts(event.id);
    let mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`'${title}' 지난 하루 요약`);
    expect(mails[0].text).toContain("지난 하루 동안 2건의 변화가 있었어요.");
    expect(named(mails[0].text)).toEqual(["첫째님이 미정으로 답했어요", "둘째님이 참석해요"]);
    // The counts as they are when the summary is made.
    expect(mails[0].text).toContain("지금: 참석 2명 · 대기 0명 · 미정 0명 · 불참 0명");

    clock.pass(DAY); // The event's day, 09:01: yesterday's one change.
    await alarmTellsHosts(event.id);
    mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(2);
    expect(named(mails[1].text)).toEqual(["첫째님이 응답을 바꿨어요: 미정 → 참석"]);

    // The event's day, before it begins: told the morning after, the last summary.
    await submit(event.id, { name: "셋째", status: "not_attending" });
    clock.pass(DAY);
    await alarmTellsHosts(event.id);
    mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(3);
    expect(named(mails[2].text)).toEqual(["셋째님이 불참으로 답했어요"]);

    // After the last summary: an erasure is no one's summary, and a day with nothing sends nothing.
    await api(`/events/${event.id}/erase`, {
      method: "POST",
      json: { name: "둘째", password: "1234" },
    });
    clock.pass(DAY);
    await alarmTellsHosts(event.id);
    clock.pass(DAY);
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(3);
  });

  it("keeps 09:00 on New York's clock across the change to daylight time", async () => {
    const clock = testClock();
    // 2027-03-14 is the first day of daylight time in New York: 09:00 is 14:00 UTC the day
    // before, 13:00 UTC from then on.
    const title = `Book club ${crypto.randomUUID().slice(0, 6)}`;
    const { owner, event } = await hostedEvent({
      title,
      time_zone: "America/New_York",
      event_date: "2027-03-16T23:00:00.000Z",
    });
    await chooseNotifications(owner.token, event.id, "daily");
    clock.pass(Date.parse("2027-03-13T12:00:00.000Z") - Date.now());
    await submit(event.id, { name: "첫째" });
    clock.pass(Date.parse("2027-03-13T13:59:00.000Z") - Date.now());
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(0);
    clock.pass(2 * MINUTE); // 09:01 EST
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(1);

    clock.pass(Date.parse("2027-03-13T20:00:00.000Z") - Date.now());
    await submit(event.id, { name: "둘째" });
    clock.pass(Date.parse("2027-03-14T12:59:00.000Z") - Date.now()); // 08:59 EDT
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(1);
    clock.pass(2 * MINUTE); // 09:01 EDT, an hour earlier in UTC than the day before
    await alarmTellsHosts(event.id);
    const mails = await hostMails(owner.email, title);
    expect(mails).toHaveLength(2);
    expect(named(mails[1].text)).toEqual(["둘째님이 참석해요"]);

    clock.pass(DAY); // A morning before the event after a day without change: nothing.
    await alarmTellsHosts(event.id);
    expect(await hostMails(owner.email, title)).toHaveLength(2);
  });
});
