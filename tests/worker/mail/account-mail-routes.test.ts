import { describe, expect, it } from "vitest";
import { api, mailsArrived, newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, submit } from "../../support/worker/events";
import { postHost } from "../../support/worker/hosts";

/** The routes that mail an account or an invited address pass the language the mail speaks. */
describe("mails to accounts and invited hosts, through their routes", () => {
  it("sends the recovery mail in the account's language", async () => {
    const user = await newUser();
    await api("/users/me", { method: "PATCH", token: user.token, json: { language: "en" } });
    const res = await api(`/password-recovery/${encodeURIComponent(user.email)}`, {
      method: "POST",
      headers: { "Accept-Language": "ko-KR" },
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsArrived(user.email, 1);
    expect(mail.subject).toBe("[Moim RSVP] Reset your password");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("sends a host invitation in the event's language, whoever invites", async () => {
    const owner = await newUser();
    const english = await createEvent(owner.token, { title: "Book club", language: "en" });
    const korean = await createEvent(owner.token, { title: "독서 모임", language: "ko" });
    const first = uniqueEmail("invited-en");
    const second = uniqueEmail("invited-ko");
    expect((await postHost(owner.token, english.id, first, "manager")).status).toBe(202);
    expect((await postHost(owner.token, korean.id, second, "checkin")).status).toBe(202);
    const [toFirst] = await mailsArrived(first, 1);
    const [toSecond] = await mailsArrived(second, 1);
    expect(toFirst.subject).toBe("[Moim RSVP] Help run 'Book club'");
    expect(toSecond.subject).toBe("[모임 RSVP] '독서 모임' 운영진 초대");
  });

  it("words an invitee's mails in the event's language when the answer names no language", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { language: "en" });
    const silent = uniqueEmail("silent");
    const korean = uniqueEmail("korean");
    expect((await submit(event.id, { name: "Ann", notify_email: silent })).status).toBe(201);
    const asked = { "Accept-Language": "ko-KR,ko;q=0.9" };
    expect((await submit(event.id, { name: "민지", notify_email: korean }, asked)).status).toBe(
      201,
    );
    const [toSilent] = await mailsArrived(silent, 1);
    const [toKorean] = await mailsArrived(korean, 1);
    expect(toSilent.html).toContain('<html lang="en">');
    expect(toKorean.html).toContain('<html lang="ko">');
  });
});
