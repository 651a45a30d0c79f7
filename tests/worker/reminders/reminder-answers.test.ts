import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { modify, publicView, readUntil, submit } from "../../support/worker/events";
import {
  follow,
  linkIn,
  mailsAbout,
  mailsSettled,
  submitVerified,
} from "../../support/worker/mail";
import { newSubscription, pushesSettled, received, subscribe } from "../../support/worker/push";
import {
  addressOf,
  fromNow,
  HOUR_MS,
  listed,
  reminderCount,
  reminderEvent,
  remindersTo,
} from "../../support/worker/reminders";

/** An event a minute ahead whose reminder (a week of test hours before) is already due. */
const dueEvent = (token: string, input: Parameters<typeof reminderEvent>[3] = {}) =>
  reminderEvent(token, 60_000, 168, input);

/** The reminder's link for `label` in the one reminder mail to `address`. */
async function answer(address: string, label: "참석 유지" | "못 가요") {
  const [mail] = await remindersTo(address);
  return linkIn(mail, label);
}

const statuses = async (eventId: string) =>
  Object.fromEntries((await publicView(eventId)).responses.map((r) => [r.name, r.status]));

describe("'참석 유지' from the reminder", () => {
  it("asks first, then records confirmed_at for the organiser, until the response changes", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token);
    const address = addressOf("keep");
    await submitVerified(event.id, { name: "민지" }, address);
    const link = await answer(address, "참석 유지");

    // Opening the link (a mail scanner does) changes nothing.
    const page = await follow(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("민지님이 계획대로 참석한다고 주최자에게 알릴까요?");
    expect((await listed(token, event.id, "민지")).confirmed_at).toBeNull();

    const before = Date.now();
    const done = await follow(link, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("참석 유지를 주최자에게 알렸어요");
    const row = await listed(token, event.id, "민지");
    expect(Date.parse(row.confirmed_at ?? "")).toBeGreaterThanOrEqual(before);
    expect(
      (await follow(link, "POST").then((res) => res.text())).includes("이미 참석 유지로"),
    ).toBe(true);

    // A change of status takes the answer back: it was said of attending.
    expect((await modify(event.id, "민지", { password: "1234", status: "maybe" })).status).toBe(
      200,
    );
    expect((await listed(token, event.id, "민지")).confirmed_at).toBeNull();
  });
});

describe("'못 가요' from the reminder", () => {
  it("makes the response not attending and seats the next in line at once", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token, { max_participants: 1 });
    const address = addressOf("cant");
    await submitVerified(event.id, { name: "민지" }, address);
    await submit(event.id, { name: "하준" });
    expect(await statuses(event.id)).toEqual({ 민지: "attending", 하준: "waiting" });
    const link = await answer(address, "못 가요");
    expect(await follow(link).then((res) => res.text())).toContain(
      "민지님이 못 간다고 응답을 바꿀까요?",
    );
    expect(await statuses(event.id)).toEqual({ 민지: "attending", 하준: "waiting" });

    const done = await follow(link, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("불참으로 바꿨어요");
    expect(await statuses(event.id)).toEqual({ 민지: "not_attending", 하준: "attending" });
    // Said twice, it changes nothing more.
    expect(await follow(link, "POST").then((res) => res.text())).toContain("이미 참석하지 않는");
  });

  it("leaves on the organiser's list the reminder that was sent", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token);
    const address = addressOf("cant-listed");
    await submitVerified(event.id, { name: "민지" }, address);
    const link = await answer(address, "못 가요");
    await mailsSettled(event.id);
    expect((await listed(token, event.id, "민지")).reminder).toBe("delivered");

    expect((await follow(link, "POST")).status).toBe(200);
    const left = await listed(token, event.id, "민지");
    expect([left.status, left.reminder, left.confirmed_at]).toEqual([
      "not_attending",
      "delivered",
      null,
    ]);
    // Back to attending, she is not reminded a second time, and the list still says she was.
    expect((await modify(event.id, "민지", { password: "1234", status: "attending" })).status).toBe(
      200,
    );
    expect(await reminderCount(event.id, address)).toBe(1);
    expect((await listed(token, event.id, "민지")).reminder).toBe("delivered");
  });

  it("under the offer policy, offers the seat to the next in line", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token, { max_participants: 1, promotion: "offer" });
    const [minji, hajun] = ["minji", "hajun"].map(addressOf);
    await submitVerified(event.id, { name: "민지" }, minji);
    await submitVerified(event.id, { name: "하준" }, hajun);
    expect((await follow(await answer(minji, "못 가요"), "POST")).status).toBe(200);
    expect(await statuses(event.id)).toEqual({ 민지: "not_attending", 하준: "offered" });
    await mailsAbout(hajun, "자리가 났어요");
  });

  it("frees a party's seats whole, and seats a waiting party only when all of its seats are free", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token, { max_participants: 2, max_guests: 1 });
    const [minji, jiwoo] = ["minji", "jiwoo"].map(addressOf);
    await submitVerified(event.id, { name: "민지" }, minji);
    await submitVerified(event.id, { name: "지우" }, jiwoo);
    await submit(event.id, { name: "하준", guests: 1 }); // two seats, waiting
    expect((await follow(await answer(minji, "못 가요"), "POST")).status).toBe(200);
    expect(await statuses(event.id)).toMatchObject({ 민지: "not_attending", 하준: "waiting" });
    expect((await follow(await answer(jiwoo, "못 가요"), "POST")).status).toBe(200);
    expect(await statuses(event.id)).toMatchObject({ 지우: "not_attending", 하준: "attending" });
  });

  it("still works after the response deadline, until the event begins", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const event = await dueEvent(token, {
      max_participants: 1,
      promotion: "offer",
      deadline_date: fromNow(2000),
    });
    const address = addressOf("late");
    await submitVerified(event.id, { name: "민지" }, address);
    await submit(event.id, { name: "하준" });
    const link = await answer(address, "못 가요");
    clock.pass(2001); // Responses close once the deadline has passed, not at it.
    expect((await publicView(event.id)).is_closed).toBe(true);
    expect((await follow(link, "POST")).status).toBe(200);
    // Responses are closed, so nobody could accept an offer: the seat is given at once.
    expect(await statuses(event.id)).toEqual({ 민지: "not_attending", 하준: "attending" });
  });

  it("cannot be used once the event has begun", async () => {
    const clock = testClock();
    const { token } = await newUser();
    const event = await reminderEvent(token, 3 * HOUR_MS, 168);
    const address = addressOf("begun");
    await submitVerified(event.id, { name: "민지" }, address);
    const link = await answer(address, "못 가요");
    clock.pass(3 * HOUR_MS);
    const res = await follow(link, "POST");
    expect(res.status).toBe(410);
    expect(await statuses(event.id)).toEqual({ 민지: "attending" });
  });
});

describe("a reminder's link acts once", () => {
  it("'못 가요' does nothing more after the response attends again, even with a new password", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token, { max_participants: 1 });
    const address = addressOf("cant-once");
    await submitVerified(event.id, { name: "민지" }, address);
    const link = await answer(address, "못 가요");
    expect((await follow(link, "POST")).status).toBe(200);
    expect(await statuses(event.id)).toEqual({ 민지: "not_attending" });

    // 민지 attends again, under the same reminder; then sets a new password too.
    const back = await modify(event.id, "민지", { password: "1234", status: "attending" });
    expect(back.status).toBe(200);
    for (const change of [{}, { password: "1234", new_password: "5678" }]) {
      if ("new_password" in change) {
        expect((await modify(event.id, "민지", change)).status).toBe(200);
      }
      expect(await follow(link).then((res) => res.text())).toContain("이미 사용한 링크예요");
      const again = await follow(link, "POST");
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("이미 사용한 링크예요");
      expect(await statuses(event.id)).toEqual({ 민지: "attending" });
    }
  });

  it("'참석 유지' is not recorded again after the response changed and attends again", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token);
    const address = addressOf("keep-once");
    await submitVerified(event.id, { name: "민지" }, address);
    const link = await answer(address, "참석 유지");
    expect((await follow(link, "POST")).status).toBe(200);
    for (const status of ["maybe", "attending"]) {
      expect((await modify(event.id, "민지", { password: "1234", status })).status).toBe(200);
    }
    expect(await follow(link, "POST").then((res) => res.text())).toContain("이미 사용한 링크예요");
    expect((await listed(token, event.id, "민지")).confirmed_at).toBeNull();
  });
});

describe("the reminder by push", () => {
  it("carries both answers as buttons whose pages act as the mail's do", async () => {
    const { token } = await newUser();
    const event = await dueEvent(token, { max_participants: 1 });
    await submit(event.id, { name: "민지" });
    await submit(event.id, { name: "하준" });
    const browser = await newSubscription();
    expect((await subscribe(event.id, "민지", browser)).status).toBe(200);
    // Subscribing is what made 민지 reachable: she is reminded now.
    await pushesSettled(event.id);
    const notices = await readUntil(
      () => received(browser),
      (all) => all.some((notice) => notice.title.includes("리마인더")),
    );
    const reminder = notices.find((notice) => notice.title.includes("리마인더"));
    expect(reminder?.title).toBe("'독서 모임' 리마인더");
    expect(reminder?.actions?.map(({ action, title }) => [action, title])).toEqual([
      ["keep", "참석 유지"],
      ["cant", "못 가요"],
    ]);
    expect(JSON.stringify(reminder)).not.toContain("answers");
    const cant = reminder?.actions?.find((action) => action.action === "cant");
    expect(cant?.url).toMatch(new RegExp(`^/events/${event.id}/mail/`));
    expect((await follow(`http://localhost${cant?.url}`, "POST")).status).toBe(200);
    expect(await statuses(event.id)).toEqual({ 민지: "not_attending", 하준: "attending" });
  });
});
