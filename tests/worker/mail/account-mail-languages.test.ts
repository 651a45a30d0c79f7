import { describe, expect, it } from "vitest";
import COALESCE from "../../../worker/event-room/outbox/coalesce.ts?raw";
import NOTICE_WORDS from "../../../worker/event-room/outbox/notice-words.ts?raw";
import PUSH_COURIER from "../../../worker/event-room/outbox/push-courier.ts?raw";
import ROOM_NOTICES from "../../../worker/event-room/outbox/room-notices.ts?raw";
import LINK_PAGE from "../../../worker/mail/link-page.ts?raw";
import NOTICE_MAIL from "../../../worker/mail/notice-mail.ts?raw";
import { hostInvitationMail } from "../../../worker/services/host-invitation-mail";
import { passwordRecoveryMail } from "../../../worker/services/mail-templates";

/**
 * The mails that go to an account or to an invited host, in the language they are given (the
 * routes pass the account's). Korean subjects stay the spec's words exactly; the HTML says its
 * language, and what the HTML adds around the catalog's words is escaped.
 */

const LINK = "http://localhost/reset-password?token=abc";
const INVITATION = {
  inviter: "<지민>",
  title: "송년회",
  role: "manager" as const,
  link: "http://localhost/signup#host-invitation=xyz",
};

describe("the password recovery mail", () => {
  it("speaks Korean as it always has", () => {
    const mail = passwordRecoveryMail("a@example.com", LINK, "ko");
    expect(mail.subject).toBe("[모임 RSVP] 비밀번호 재설정 안내");
    expect(mail.text).toContain("a@example.com 계정의 비밀번호 재설정을 요청하셨습니다.");
    expect(mail.text).toContain("이 링크는 48시간 동안, 한 번만 사용할 수 있습니다.");
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.html).toContain("<strong>a@example.com</strong> 계정의 비밀번호 재설정을");
  });

  it("speaks English to an English account", () => {
    const mail = passwordRecoveryMail("a&b@example.com", LINK, "en");
    expect(mail.subject).toBe("[Moim RSVP] Reset your password");
    expect(mail.text).toContain("This link works once, for 48 hours.");
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("<strong>a&amp;b@example.com</strong>");
    expect(mail.html).toContain(">Reset password</a>");
    expect(`${mail.text}${mail.html}`).not.toMatch(/[가-힣]/);
  });
});

describe("the host invitation mail", () => {
  it("speaks Korean as it always has", () => {
    const mail = hostInvitationMail("b@example.com", INVITATION, "ko");
    expect(mail.subject).toBe("[모임 RSVP] '송년회' 운영진 초대");
    expect(mail.text).toContain("<지민> 님이 '송년회' 모임의 운영진(공동 주최)으로 초대했어요.");
    expect(mail.text).toContain(`가입하고 함께하기: ${INVITATION.link}`);
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.html).toContain(
      "<strong>&lt;지민&gt;</strong> 님이 <strong>송년회</strong> 모임의 운영진(공동 주최)으로",
    );
  });

  it("speaks English to an English address", () => {
    const mail = hostInvitationMail("b@example.com", { ...INVITATION, role: "checkin" }, "en");
    expect(mail.subject).toBe("[Moim RSVP] Help run '송년회'");
    expect(mail.text).toContain("<지민> invited you to help run '송년회' (check-in).");
    expect(mail.text).toContain(`Sign up and join: ${INVITATION.link}`);
    expect(mail.text).toContain("This link works for 14 days.");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("<strong>&lt;지민&gt;</strong> invited you");
  });
});

/** The sources that word the room's notices, as text. */
const SOURCES = {
  "outbox/coalesce.ts": COALESCE,
  "outbox/notice-words.ts": NOTICE_WORDS,
  "outbox/room-notices.ts": ROOM_NOTICES,
  "outbox/push-courier.ts": PUSH_COURIER,
  "mail/notice-mail.ts": NOTICE_MAIL,
  "mail/link-page.ts": LINK_PAGE,
};

describe("the notices' code", () => {
  it("reads no sentence of its own back: no title compared, no mail cut out of a push", () => {
    const files = Object.entries(SOURCES);
    for (const [path, text] of files) {
      expect([path, /\.(title|body)\.(replace|split|includes|startsWith)\(/.test(text)]).toEqual([
        path,
        false,
      ]);
      expect([path, /includes\(pending\.title\)|changedTitle/.test(text)]).toEqual([path, false]);
    }
  });
});
