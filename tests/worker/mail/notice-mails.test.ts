import { describe, expect, it } from "vitest";
import { eventDateText } from "../../../worker/lib/event-date-text";
import { api, mailsTo, newUser, uniqueEmail } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import {
  cancel,
  createEvent,
  inADay,
  inAWeek,
  publicView,
  readUntil,
  submit,
} from "../../support/worker/events";
import {
  follow,
  linkIn,
  mailsAbout,
  mailsSettled,
  organiserRow,
  seatFreedFor,
  seatTaken,
  submitVerified,
  unsubscribeHeaderOf,
} from "../../support/worker/mail";

/**
 * What a verified address is mailed (decision 0025), through the local outbox: each mail in
 * Korean with its one-tap links and RFC 8058's unsubscribe headers. An offer hour lasts one
 * second in these tests (TEST_HOUR_SECONDS).
 */

describe("mails to a verified address", () => {
  it("tell of a promotion, with the unsubscribe headers and link", async () => {
    const address = uniqueEmail("promoted");
    const { event } = await seatFreedFor(address, { title: "등산" });

    const [promoted] = await mailsAbout(address, "참석이 확정되었어요");
    expect(promoted.text).toContain("'등산' 대기 명단에서 참석으로 옮겨졌어요");
    expect(promoted.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeHeaderOf(promoted)).toMatch(`/events/${event.id}/mail/`);
    expect(promoted.html).toContain("알림 메일 그만 받기");
  });

  it("send nothing but the verification before the address is verified", async () => {
    const { event } = await seatTaken();
    const address = uniqueEmail("unverified");
    await submit(event.id, { name: "대기", status: "waiting", notify_email: address });
    await cancel(event.id, "앞사람");
    expect((await publicView(event.id)).responses[0]).toMatchObject({ status: "attending" });
    await mailsSettled(event.id);
    const mails = await mailsTo(address);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("이메일 확인")]);
  });

  it("offer a seat with one-tap links: GET asks, POST accepts without the password, once", async () => {
    const address = uniqueEmail("offered");
    const { owner, event } = await seatFreedFor(address, { promotion: "offer", offer_hours: 24 });

    const [offer] = await mailsAbout(address, "자리가 났어요");
    const accept = linkIn(offer, "참석 확정");
    linkIn(offer, "참석 안 함");
    const row = await readUntil(
      () => organiserRow(owner.token, event.id, "대기"),
      (it) => it.offer_notice === "delivered",
    );
    expect(row).toMatchObject({
      status: "offered",
      channels: ["email"],
      offer_notice: "delivered",
    });

    const page = await follow(accept);
    expect(await page.text()).toContain("참석을 확정할까요?");
    expect((await organiserRow(owner.token, event.id, "대기")).status).toBe("offered");

    const accepted = await follow(accept, "POST");
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("참석이 확정되었어요");
    expect((await organiserRow(owner.token, event.id, "대기")).status).toBe("attending");
    const again = await follow(accept, "POST");
    expect(await again.text()).toContain("이미 참석으로 확정되어 있어요");
  });

  it("decline an offer by its link, and the seat goes to the next", async () => {
    const address = uniqueEmail("declines");
    const { owner, event } = await seatFreedFor(address, { promotion: "offer" }, ["둘째"]);
    const [offer] = await mailsAbout(address, "자리가 났어요");

    const declined = await follow(linkIn(offer, "참석 안 함"), "POST");
    expect(await declined.text()).toContain("자리 제안을 거절했어요");
    const view = await publicView(event.id);
    expect(view.responses.map((r) => [r.name, r.status])).toEqual([
      ["대기", "not_attending"],
      ["둘째", "offered"],
    ]);
    expect((await organiserRow(owner.token, event.id, "둘째")).offer_notice).toBe("none");
  });

  it("tell of a lapsed offer, after which its accept link does nothing", async () => {
    const clock = testClock();
    const address = uniqueEmail("lapses");
    const { owner, event } = await seatFreedFor(address, { promotion: "offer", offer_hours: 1 });
    const [offer] = await mailsAbout(address, "자리가 났어요");
    clock.pass(1_000); // One offer hour, in the tests' scale.

    // The link expires with the offer: it explains itself and links to the invite page.
    const late = await follow(linkIn(offer, "참석 확정"), "POST");
    expect(late.status).toBe(410);
    const page = await late.text();
    expect(page).toContain("기한이 지난 링크예요");
    expect(page).toContain(`href="/events/${event.id}/public"`);
    await mailsAbout(address, "자리 제안이 만료되었어요");
    expect((await organiserRow(owner.token, event.id, "대기")).status).toBe("not_attending");
  });

  it("tell of an offer taken back when the organiser lowers the maximum", async () => {
    const { owner, event } = await seatTaken({ max_participants: 2, promotion: "offer" });
    await submit(event.id, { name: "옆사람" });
    const address = uniqueEmail("withdrawn");
    await submitVerified(event.id, { name: "대기", status: "waiting" }, address);
    await cancel(event.id, "앞사람");
    await mailsAbout(address, "자리가 났어요");

    const lowered = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { max_participants: 1 },
    });
    expect(lowered.status).toBe(200);
    const [withdrawn] = await mailsAbout(address, "자리 제안이 취소되었어요");
    expect(withdrawn.text).toContain("대기 순서는 그대로예요");
    expect((await organiserRow(owner.token, event.id, "대기")).status).toBe("waiting");
  });

  it("tell of a new date, an announcement and the event's deletion", async () => {
    const owner = await newUser();
    const firstDate = inAWeek();
    const event = await createEvent(owner.token, {
      title: "송년회",
      time_zone: "Asia/Seoul",
      event_date: firstDate,
    });
    const address = uniqueEmail("news");
    await submitVerified(event.id, { name: "손님" }, address);

    const newDate = inADay();
    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { event_date: newDate },
    });
    expect(moved.status).toBe(200);
    const [changed] = await mailsAbout(address, "모임 일시가 바뀌었어요");
    // The subject names the event; the body says the new time and the one it replaces.
    expect(changed.subject).toBe("[모임 RSVP] '송년회' 모임 일시가 바뀌었어요");
    const onItsClock = (date: string) => eventDateText(date, "Asia/Seoul", "ko");
    expect(changed.text).toContain(
      `'송년회' 📅 ${onItsClock(newDate)}\n\n이전: 📅 ${onItsClock(firstDate)}`,
    );
    expect(changed.html).toContain(`<p>이전: 📅 ${onItsClock(firstDate)}</p>`);

    const announced = await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: owner.token,
      json: { message: "장소 앞에서 7시에 만나요" },
    });
    expect(((await announced.json()) as { sent_to: number }).sent_to).toBe(1);
    const [announcement] = await mailsAbout(address, "주최자 공지");
    expect(announcement.text).toContain("장소 앞에서 7시에 만나요");

    expect(
      (await api(`/events/${event.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(200);
    const [deleted] = await mailsAbout(address, "모임이 취소되었어요");
    expect(deleted.subject).toBe("[모임 RSVP] '송년회' 모임이 취소되었어요");
    expect(deleted.text).toContain("'송년회' 모임을 삭제했어요");
    // An announcement's title names the event already: its subject is that title.
    expect(announcement.subject).toBe("[모임 RSVP] '송년회' 주최자 공지");
    // No run of blank lines in the text, no empty paragraph where a mail has no buttons.
    for (const mail of [changed, announcement, deleted]) {
      expect(mail.text).not.toMatch(/\n\s*\n\s*\n/);
      expect(mail.html).not.toMatch(/<p>\s*<\/p>/);
    }
  });

  it("stop after a one-click unsubscribe (RFC 8058's POST to the header's URL)", async () => {
    const { owner, event } = await seatTaken();
    const address = uniqueEmail("unsubscribes");
    await submitVerified(event.id, { name: "대기", status: "waiting" }, address);
    const [verification] = await mailsAbout(address, "이메일 확인");

    const oneClick = await follow(unsubscribeHeaderOf(verification), "POST", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await organiserRow(owner.token, event.id, "대기")).channels).toEqual([]);

    await cancel(event.id, "앞사람");
    expect((await organiserRow(owner.token, event.id, "대기")).status).toBe("attending");
    await mailsSettled(event.id);
    expect((await mailsTo(address)).length).toBe(1);
  });

  it("refuse a tampered, foreign or malformed link with a page in Korean", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const other = await createEvent(owner.token);
    const address = uniqueEmail("tamper");
    await submit(event.id, { name: "손님", notify_email: address });
    const [verification] = await mailsAbout(address, "이메일 확인");
    const link = linkIn(verification, "이메일 확인");
    const token = link.split("/mail/")[1];
    const [header, payload, signature] = token.split(".");
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;

    for (const url of [
      link.replace(token, flipped),
      link.replace(event.id, other.id),
      link.replace(token, `${header}.${payload}.`),
      // Cut short by a mail client, or with a character no token has.
      link.replace(token, token.slice(0, 12)),
      link.replace(token, `${token.slice(0, 30)}%20${token.slice(30)}`),
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await follow(url, method);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(await res.text()).toContain("올바르지 않은 링크예요");
      }
    }
    expect((await organiserRow(owner.token, event.id, "손님")).channels).toEqual([]);
  });
});

describe("the organiser's '이메일 보내기'", () => {
  it("mails a short message to a verified address, once per ten minutes, never without one", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "스터디" });
    const address = uniqueEmail("direct");
    const { response } = await submitVerified(event.id, { name: "수신" }, address);
    const { response: silent } = (await (await submit(event.id, { name: "무소식" })).json()) as {
      response: { id: string };
    };
    const send = (id: string) =>
      api(`/events/${event.id}/responses/${id}/email`, {
        method: "POST",
        token: owner.token,
        json: { message: "교재 3장까지 읽어 오세요" },
      });

    const sent = await send(response.id);
    expect(sent.status).toBe(202);
    const [mail] = await mailsAbout(address, "주최자의 메시지");
    expect(mail.text).toContain("교재 3장까지 읽어 오세요");

    const soon = await send(response.id);
    expect(soon.status).toBe(429);
    expect(((await soon.json()) as { code: string }).code).toBe("too_many_emails");
    const none = await send(silent.id);
    expect(none.status).toBe(409);
    expect(((await none.json()) as { code: string }).code).toBe("no_email_channel");
    const empty = await api(`/events/${event.id}/responses/${response.id}/email`, {
      method: "POST",
      token: owner.token,
      json: { message: "  " },
    });
    expect(empty.status).toBe(422);
  });

  it("answers 404 for a response it does not hold (unknown, or another event's) and 422 for a malformed id", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const other = await createEvent(owner.token);
    const address = uniqueEmail("elsewhere");
    const { response: elsewhere } = await submitVerified(other.id, { name: "다른모임" }, address);
    const send = (id: string) =>
      api(`/events/${event.id}/responses/${id}/email`, {
        method: "POST",
        token: owner.token,
        json: { message: "안녕하세요" },
      });
    for (const id of [crypto.randomUUID(), elsewhere.id]) {
      const res = await send(id);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe("response_not_found");
    }
    expect((await send("not-a-uuid")).status).toBe(422);
    // Only its verification ever reached the other event's invitee.
    await Promise.all([mailsSettled(event.id), mailsSettled(other.id)]);
    expect((await mailsTo(address)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("이메일 확인"),
    ]);
  });
});
