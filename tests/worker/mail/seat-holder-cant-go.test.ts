import { describe, expect, it } from "vitest";
import { api, newUser, uniqueEmail } from "../../support/worker/api";
import { alarmRuns, testClock } from "../../support/worker/clock";
import {
  createEvent,
  type EventInput,
  inADay,
  inAWeek,
  modify,
  publicView,
} from "../../support/worker/events";
import {
  follow,
  linkIn,
  linksIn,
  mailsAbout,
  seatFreedFor,
  submitVerified,
} from "../../support/worker/mail";

/**
 * '못 가요' in a promotion's and a change's mail (decision 0062): offered to a recipient who
 * holds a seat when the mail is made, bound to their response as it was then; it asks first (a
 * mail scanner opens every link), then frees the seat for the next in the queue, once.
 */

const CANT = "못 가요";
const OFFERED_LINE = "못 가게 되면 아래 버튼 하나로 자리를 내놓을 수 있어요.";
const CHANGED_SINCE = "이 메일을 보낸 뒤 응답이 바뀌어 이 링크는 더 이상 쓸 수 없어요.";

const statuses = async (eventId: string) =>
  Object.fromEntries((await publicView(eventId)).responses.map((r) => [r.name, r.status]));

/** '대기' promoted to the freed seat of a one-seat event, '셋째' waiting behind: her mail's link. */
async function promotedWithQueue(label: string, input: EventInput = {}) {
  const address = uniqueEmail(label);
  const { owner, event } = await seatFreedFor(address, { title: "등산", ...input }, ["셋째"]);
  const [promoted] = await mailsAbout(address, "참석이 확정되었어요");
  return { owner, event, promoted, link: linkIn(promoted, CANT) };
}

/** The organiser sets the event's maximum. */
async function maximumOf(token: string, eventId: string, max: number) {
  const res = await api(`/events/${eventId}`, {
    method: "PUT",
    token,
    json: { max_participants: max },
  });
  expect(res.status).toBe(200);
}

/** A change of the response by its password. */
async function changed(eventId: string, name: string, body: Record<string, unknown>) {
  expect((await modify(eventId, name, { password: "1234", ...body })).status).toBe(200);
}

/** A mail's '못 가요', if it has one, by its text and by its HTML. */
const cantIn = (mail: { text: string; html: string }) => ({
  link: CANT in linksIn(mail),
  line: mail.text.includes(OFFERED_LINE),
  button: mail.html.includes(`>${CANT}</a>`),
});

describe("the promotion mail's '못 가요'", () => {
  it("is in the text and the HTML, asks first, then frees the seat for the next in line", async () => {
    const { event, promoted, link } = await promotedWithQueue("seat-promoted");
    expect(promoted.text).toContain(`${OFFERED_LINE} 기다리는 사람이 있으면`);
    // The push's 'change your response' is the button's job here.
    expect(promoted.text).not.toContain("응답을 바꿔 주세요");
    expect(promoted.html).toContain(`href="${link}"`);
    expect(cantIn(promoted)).toEqual({ link: true, line: true, button: true });
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "waiting" });

    // Opening the link (a mail scanner does) changes nothing.
    const page = await follow(link);
    expect(page.status).toBe(200);
    const asked = await page.text();
    expect(asked).toContain("모임에 대기님이 못 간다고 응답을 바꿀까요?");
    expect(asked).toContain('<form method="post">');
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "waiting" });

    const done = await follow(link, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("불참으로 바꿨어요");
    expect(await statuses(event.id)).toEqual({ 대기: "not_attending", 셋째: "attending" });
  });

  it("acts once: pressed again after she attends again, it leaves her seat alone", async () => {
    const { owner, event, link } = await promotedWithQueue("seat-twice");
    expect((await follow(link, "POST")).status).toBe(200);
    await maximumOf(owner.token, event.id, 2);
    await changed(event.id, "대기", { status: "attending" });
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "attending" });

    const again = await follow(link, "POST");
    expect(again.status).toBe(200);
    const said = await again.text();
    expect(said).toContain("이미 쓰인 링크예요");
    expect(said).toContain("이미 사용한 링크예요");
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "attending" });
  });

  it("made before a later answer, cannot undo it, and says it no longer applies", async () => {
    const { owner, event, link } = await promotedWithQueue("seat-stale");
    // She gives the seat back by password, and later takes one again.
    await changed(event.id, "대기", { status: "not_attending" });
    await maximumOf(owner.token, event.id, 2);
    await changed(event.id, "대기", { status: "attending" });
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "attending" });

    const page = await (await follow(link)).text();
    // Never pressed, it is not called used: it no longer works.
    expect(page).toContain("더 이상 쓸 수 없는 링크예요");
    expect(page).toContain(CHANGED_SINCE);
    expect(page).not.toContain("<form");
    expect(page).toContain(`href="/events/${event.id}/public"`);
    const pressed = await follow(link, "POST");
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(CHANGED_SINCE);
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "attending" });
  });

  it("does nothing once the event has begun", async () => {
    const clock = testClock();
    const { owner, event, link } = await promotedWithQueue("seat-begun", {
      event_date: inAWeek(),
    });
    // Moved earlier: the promotion's link outlives the new start, and the room refuses it.
    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { event_date: inADay() },
    });
    expect(moved.status).toBe(200);
    clock.pass(2 * 86_400_000);

    const pressed = await follow(link, "POST");
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(
      "모임이 이미 시작되어 이 링크로는 응답을 바꿀 수 없어요",
    );
    expect(await statuses(event.id)).toEqual({ 대기: "attending", 셋째: "waiting" });
  });
});

describe("the change mail's '못 가요'", () => {
  it("goes to whoever holds a seat, not to those waiting or not coming, and frees the seat", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "등산",
      max_participants: 1,
      event_date: inAWeek(),
    });
    const [seated, waiting, away] = ["seated", "waiting", "away"].map((who) =>
      uniqueEmail(`seat-change-${who}`),
    );
    await submitVerified(event.id, { name: "참석" }, seated);
    await submitVerified(event.id, { name: "대기", status: "waiting" }, waiting);
    await submitVerified(event.id, { name: "불참", status: "not_attending" }, away);

    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { event_date: inADay() },
    });
    expect(moved.status).toBe(200);
    const [toSeated] = await mailsAbout(seated, "모임 일시가 바뀌었어요");
    const [toWaiting] = await mailsAbout(waiting, "모임 일시가 바뀌었어요");
    const [toAway] = await mailsAbout(away, "모임 일시가 바뀌었어요");
    expect(cantIn(toSeated)).toEqual({ link: true, line: true, button: true });
    expect(toSeated.html).toContain(`href="${linkIn(toSeated, CANT)}"`);
    for (const mail of [toWaiting, toAway]) {
      expect(cantIn(mail)).toEqual({ link: false, line: false, button: false });
    }

    expect((await follow(linkIn(toSeated, CANT), "POST")).status).toBe(200);
    expect(await statuses(event.id)).toEqual({
      참석: "not_attending",
      대기: "attending",
      불참: "not_attending",
    });
  });

  it("is decided when the mail is made: a seat given up while it waited for its slot gets none", async () => {
    const clock = testClock();
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "등산", event_date: inAWeek() });
    const address = uniqueEmail("seat-change-later");
    await submitVerified(event.id, { name: "참석" }, address);
    const edit = async (location: string) => {
      const res = await api(`/events/${event.id}`, {
        method: "PUT",
        token: owner.token,
        json: { location },
      });
      expect(res.status).toBe(200);
    };

    await edit("을지로");
    const [first] = await mailsAbout(address, "모임 장소가 바뀌었어요");
    expect(cantIn(first).link).toBe(true);
    // A second change within ten minutes waits for the next slot; she leaves meanwhile.
    clock.pass(60_000);
    await edit("종로");
    await changed(event.id, "참석", { status: "not_attending" });
    clock.pass(10 * 60_000);
    await alarmRuns(event.id);
    const mails = await mailsAbout(address, "모임 장소가 바뀌었어요", 2);
    const [second] = mails.filter((mail) => mail.text.includes("종로"));
    expect(cantIn(second)).toEqual({ link: false, line: false, button: false });
  });
});
