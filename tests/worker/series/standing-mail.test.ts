import { describe, expect, it } from "vitest";
import { newUser, tokenFor, uniqueEmail } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { publicView, submit } from "../../support/worker/events";
import { follow, linkIn, mailsAbout } from "../../support/worker/mail";
import { announced, newSubscription, receivedBodies, subscribe } from "../../support/worker/push";
import { createSeries, readSeries, sweepRuns } from "../../support/worker/series";

/**
 * A standing answer's address is verified once for its series (decision 0069): every later
 * occurrence takes it as proven and tells her by mail, with one-tap links to skip that meeting
 * or to stop answering every time. GET shows what a link will do; only POST does it.
 */

const statusesOf = async (eventId: string) =>
  (await publicView(eventId)).responses.map((r) => `${r.name}:${r.status}`);

async function standingWithMail() {
  const clock = testClock();
  clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
  const owner = await newUser();
  const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
    event_date: "2026-12-08T10:30:00.000Z",
  });
  const series = await readSeries(owner.token, first.series_id ?? "");
  const ids = series.occurrences.map((o) => o.id);
  const address = uniqueEmail("standing");
  const res = await submit(ids[0] ?? "", {
    name: "영희",
    notify_email: address,
    standing: true,
  } as Parameters<typeof submit>[1]);
  expect(res.status).toBe(201);
  const [verification] = await mailsAbout(address, "이메일 확인");
  expect((await follow(linkIn(verification, "이메일 확인"), "POST")).status).toBe(200);
  return { clock, owner, ids, address, seriesId: series.id };
}

describe("a standing answer's mails", () => {
  it("verifies the address once: each later meeting is mailed, with no verification of its own", async () => {
    const { ids, address } = await standingWithMail();
    const told = await mailsAbout(address, "매번 참석으로 응답했어요", ids.length - 1);
    expect(told).toHaveLength(ids.length - 1);
    // One verification mail in all, for the first meeting.
    expect(await mailsAbout(address, "이메일 확인")).toHaveLength(1);
  });

  it("skips the meeting its mail is about, from the mail, and goes on with the next", async () => {
    const { ids, address } = await standingWithMail();
    const [, two, three] = ids as [string, string, string];
    const told = await mailsAbout(address, "매번 참석으로 응답했어요", ids.length - 1);
    const aboutTwo = told.find((mail) => linkIn(mail, "초대 페이지 열기").includes(two));
    if (!aboutTwo) throw new Error("no mail about the second meeting");
    const skip = linkIn(aboutTwo, "이번엔 못 가요");
    // Opening it (a mail scanner does) changes nothing.
    const shown = await follow(skip);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post">');
    expect(await statusesOf(two)).toEqual(["영희:attending"]);
    expect((await follow(skip, "POST")).status).toBe(200);
    expect(await statusesOf(two)).toEqual(["영희:not_attending"]);
    expect(await statusesOf(three)).toEqual(["영희:attending"]);
  });

  it("stops from the mail: the later meetings are given up and none is answered after", async () => {
    const { clock, ids, address, owner, seriesId } = await standingWithMail();
    const [, two, three] = ids as [string, string, string];
    const told = await mailsAbout(address, "매번 참석으로 응답했어요", ids.length - 1);
    const aboutTwo = told.find((mail) => linkIn(mail, "초대 페이지 열기").includes(two));
    if (!aboutTwo) throw new Error("no mail about the second meeting");
    expect((await follow(linkIn(aboutTwo, "매번 참석 그만하기"), "POST")).status).toBe(200);
    expect(await statusesOf(two)).toEqual(["영희:attending"]);
    expect(await statusesOf(three)).toEqual([]);
    expect((await readSeries(owner.token, seriesId)).standing).toEqual([]);
    // A stop link followed again finds nothing to stop.
    expect((await follow(linkIn(aboutTwo, "매번 참석 그만하기"), "POST")).status).toBe(404);
    clock.pass(7 * 86_400_000);
    await sweepRuns();
    expect(await mailsAbout(address, "매번 참석으로 응답했어요", ids.length - 1)).toHaveLength(
      ids.length - 1,
    );
  });

  it("refuses a link of another series, and a forged one", async () => {
    const { ids, address } = await standingWithMail();
    const [mail] = await mailsAbout(address, "매번 참석으로 응답했어요");
    const skip = linkIn(mail, "이번엔 못 가요");
    const other = skip.replace(/\/series\/[0-9a-f-]{36}\//, `/series/${crypto.randomUUID()}/`);
    expect((await follow(other, "POST")).status).toBe(404);
    expect((await follow(`${skip}x`, "POST")).status).toBe(404);
    expect(await statusesOf(ids[1] ?? "")).toEqual(["영희:attending"]);
  });
});

describe("a standing answer's browser", () => {
  it("is subscribed for every later meeting it answers, before and after it was given", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
    const owner = await newUser();
    const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
      event_date: "2026-12-08T10:30:00.000Z",
    });
    const ids = (await readSeries(owner.token, first.series_id ?? "")).occurrences.map((o) => o.id);
    await submit(first.id, { name: "영희", standing: true } as Parameters<typeof submit>[1]);
    const browser = await newSubscription();
    expect((await subscribe(first.id, "영희", browser)).status).toBe(200);
    const third = ids[2] ?? "";
    await announced(owner.token, third, "이번 주는 3층 세미나실이에요");
    expect(await receivedBodies(browser)).toEqual([
      expect.stringContaining("이번 주는 3층 세미나실이에요"),
    ]);
    // A meeting the sweep makes later is subscribed as it is answered.
    clock.pass(7 * 86_400_000);
    await sweepRuns();
    const signedIn = await tokenFor(owner.email, owner.password);
    const made = (await readSeries(signedIn, first.series_id ?? "")).occurrences.at(-1)?.id ?? "";
    expect(ids).not.toContain(made);
    await announced(signedIn, made, "새 모임 공지");
    expect((await receivedBodies(browser)).at(-1)).toContain("새 모임 공지");
  });
});
