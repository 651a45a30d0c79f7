import { describe, expect, it } from "vitest";
import { api, newUser, uniqueEmail } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { cancel, createEvent, type EventInput, inADay } from "../../support/worker/events";
import {
  ACCEPT_LANGUAGE,
  IN,
  type Spoken,
  submitIn,
  verifiedIn,
} from "../../support/worker/languages";
import { follow, linkIn, mailsAbout } from "../../support/worker/mail";
import { fromNow } from "../../support/worker/reminders";

/**
 * Every mail an invitee gets speaks the language they answered in (the `Accept-Language` of
 * their sign-up): each kind, in English and in Korean, with its buttons, the pages its links
 * open, and `<html lang>`. An offer hour lasts one second in these tests (TEST_HOUR_SECONDS).
 */

/** An event of one seat, taken by '앞사람', with `name` waiting behind with a verified address. */
async function seatFreedFor(language: Spoken, address: string, input: EventInput) {
  const owner = await newUser();
  const event = await createEvent(owner.token, { title: "등산", max_participants: 1, ...input });
  await submitIn("ko", event.id, { name: "앞사람" });
  await verifiedIn(language, event.id, { name: "대기", status: "waiting" }, address);
  await cancel(event.id, "앞사람");
  return { owner, event };
}

describe.each(["en", "ko"] as const)("mails to an invitee who answered in '%s'", (language) => {
  const say = IN[language];

  it("verify the address in that language, and its link's page speaks it", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "북클럽" });
    const address = uniqueEmail(`verify-${language}`);
    expect(
      (await submitIn(language, event.id, { name: "민지", notify_email: address })).status,
    ).toBe(201);

    const [mail] = await mailsAbout(address, say.verifySubject);
    expect(mail.subject).toBe(say.verifySubject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.text).toContain(say.verifyEventLine);
    const page = await follow(linkIn(mail, say.verifyButton));
    const html = await page.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(say.verifyAsk);
    const done = await (await follow(linkIn(mail, say.verifyButton), "POST")).text();
    expect(done).toContain(say.verifyDone);
  });

  it("tell of a promotion", async () => {
    const address = uniqueEmail(`promoted-${language}`);
    await seatFreedFor(language, address, {});
    const [mail] = await mailsAbout(address, say.promotedTitle);
    expect(mail.subject).toBe(say.promotedSubject);
    expect(mail.text).toContain(say.promotedBody);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(say.unsubscribe);
  });

  it("give the promoted one '못 가요' in that language, whose page speaks it", async () => {
    const address = uniqueEmail(`seat-reply-${language}`);
    const { event } = await seatFreedFor(language, address, {});
    const [mail] = await mailsAbout(address, say.promotedTitle);
    expect(mail.text).toContain(say.leaveLine);
    const link = linkIn(mail, say.cant);
    expect(await (await follow(link)).text()).toContain(say.leaveAsk);
    // Changed since (in the same language), the link says it no longer applies.
    const changed = await api(`/events/${event.id}/modify?name=${encodeURIComponent("대기")}`, {
      method: "PUT",
      headers: { "Accept-Language": ACCEPT_LANGUAGE[language] },
      json: { password: "1234", message: "조금 늦어요" },
    });
    expect(changed.status).toBe(200);
    const page = await (await follow(link)).text();
    expect(page).toContain(`<html lang="${language}">`);
    expect(page).toContain(say.leaveChanged);
  });

  it("offer a seat with buttons in that language, whose pages speak it, then tell of its lapse", async () => {
    const clock = testClock();
    const address = uniqueEmail(`offered-${language}`);
    await seatFreedFor(language, address, { promotion: "offer", offer_hours: 1, max_guests: 2 });

    const [offer] = await mailsAbout(address, say.offeredTitle);
    expect(offer.text).toContain(say.offeredMailBody);
    // The mail leaves out the push's 'confirm on the invite page': its buttons answer.
    expect(offer.text).not.toContain(say.offeredPushTail);
    expect(offer.text).toContain(say.oneTap);
    linkIn(offer, say.decline);
    const page = await (await follow(linkIn(offer, say.accept))).text();
    expect(page).toContain(say.acceptAsk);
    expect(page).toContain(`<html lang="${language}">`);

    clock.pass(1_000); // The offer's hour.
    // A link past its time names no response the page may read: it speaks the browser's language.
    const browser = { headers: { "Accept-Language": ACCEPT_LANGUAGE[language] } };
    const late = await (await follow(linkIn(offer, say.accept), "POST", browser)).text();
    expect(late).toContain(say.expiredTitle);
    const [lapsed] = await mailsAbout(address, say.lapsedTitle);
    expect(lapsed.text).toContain(say.lapsedBody);
  });

  it("tell of an offer taken back when the organiser lowers the maximum", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "등산",
      max_participants: 2,
      promotion: "offer",
    });
    await submitIn("ko", event.id, { name: "앞사람" });
    await submitIn("ko", event.id, { name: "옆사람" });
    const address = uniqueEmail(`withdrawn-${language}`);
    await verifiedIn(language, event.id, { name: "대기", status: "waiting" }, address);
    await cancel(event.id, "앞사람");
    await mailsAbout(address, say.offeredTitle);
    const lowered = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { max_participants: 1 },
    });
    expect(lowered.status).toBe(200);
    const [withdrawn] = await mailsAbout(address, say.withdrawnTitle);
    expect(withdrawn.text).toContain(say.withdrawnBody);
  });

  it("remind with the two one-tap replies in that language", async () => {
    const owner = await newUser();
    // A minute ahead, reminding a week of test hours before: already due.
    const event = await createEvent(owner.token, {
      title: "독서 모임",
      location: "을지로",
      event_date: fromNow(60_000),
      reminder_hours: 168,
      max_participants: 10,
    });
    const address = uniqueEmail(`reminder-${language}`);
    await verifiedIn(language, event.id, { name: "민지" }, address);
    const [reminder] = await mailsAbout(address, say.reminderTitle);
    expect(reminder.text).toContain("📍 을지로");
    expect(reminder.text).toContain(say.reminderAsk);
    linkIn(reminder, say.cant);
    const page = await (await follow(linkIn(reminder, say.keep))).text();
    expect(page).toContain(say.keepAsk);
    const done = await (await follow(linkIn(reminder, say.keep), "POST")).text();
    expect(done).toContain(say.keepDone);
  });

  it("tell of a new date, an announcement, the organiser's message and the deletion", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "송년회", time_zone: "Asia/Seoul" });
    const address = uniqueEmail(`news-${language}`);
    const { response } = await verifiedIn(language, event.id, { name: "손님" }, address);

    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { event_date: inADay() },
    });
    expect(moved.status).toBe(200);
    const [changed] = await mailsAbout(address, say.dateChanged);
    expect(changed.text).toContain("'송년회' 📅");
    expect(changed.html).toContain(`<html lang="${language}">`);

    const announced = await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: owner.token,
      json: { message: "장소 앞에서 7시에 만나요" },
    });
    expect(announced.status).toBe(201);
    const [announcement] = await mailsAbout(address, say.announcementTitle);
    expect(announcement.text).toContain("장소 앞에서 7시에 만나요");
    expect(announcement.text).toContain(say.mailAbout);

    const sent = await api(`/events/${event.id}/responses/${response.id}/email`, {
      method: "POST",
      token: owner.token,
      json: { message: "교재 3장까지 읽어 오세요" },
    });
    expect(sent.status).toBe(202);
    const [direct] = await mailsAbout(address, say.directTitle);
    expect(direct.text).toContain(say.directLead);

    const deleted = await api(`/events/${event.id}`, { method: "DELETE", token: owner.token });
    expect(deleted.status).toBe(200);
    const [farewell] = await mailsAbout(address, say.deletedTitle);
    expect(farewell.text).toContain(say.deletedBody);
  });
});

describe("an invitee's language", () => {
  it("follows the language of their latest change", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "북클럽" });
    const address = uniqueEmail("switched");
    await verifiedIn("ko", event.id, { name: "민지" }, address);
    const changed = await api(`/events/${event.id}/modify?name=${encodeURIComponent("민지")}`, {
      method: "PUT",
      headers: { "Accept-Language": "en-GB,en;q=0.9" },
      json: { password: "1234", message: "조금 늦어요" },
    });
    expect(changed.status).toBe(200);
    await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: owner.token,
      json: { message: "7시에 만나요" },
    });
    const [announcement] = await mailsAbout(address, IN.en.announcementTitle);
    expect(announcement.html).toContain('<html lang="en">');
  });

  it("is the language switch's cookie before the browser's", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "북클럽" });
    const address = uniqueEmail("cookie");
    const res = await api(`/events/${event.id}/submit`, {
      method: "POST",
      headers: { "Accept-Language": "ko-KR", Cookie: "lang=en" },
      json: { name: "민지", password: "1234", status: "attending", notify_email: address },
    });
    expect(res.status).toBe(201);
    await mailsAbout(address, IN.en.verifySubject);
  });
});
