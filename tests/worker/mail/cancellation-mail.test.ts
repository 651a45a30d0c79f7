import { describe, expect, it } from "vitest";
import { newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, deleteEvent } from "../../support/worker/events";
import { follow, mailsAbout, submitVerified } from "../../support/worker/mail";

/** Every address a mail links to, in its text and in its HTML. */
const linksOf = (mail: { text: string; html: string }) => [
  ...new Set([
    ...[...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&")),
  ]),
];

describe("the mail telling invitees their event was deleted", () => {
  it("links only to the page saying it was cancelled, and offers no unsubscribe after it", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "송년회", contact: "010-1234-5678" });
    const address = uniqueEmail("cancelled");
    await submitVerified(event.id, { name: "손님" }, address);
    await deleteEvent(owner.token, event.id);

    const [mail] = await mailsAbout(address, "모임이 취소되었어요");
    expect(mail.text).toContain(`취소 안내: http://localhost/events/${event.id}/public`);
    expect(mail.html).toContain("취소 안내 보기");
    expect(mail.text).toContain("이 모임에 대한 메일은 이것이 마지막이에요.");
    // Nothing is left to unsubscribe from: no link, and no header a mail client would offer.
    expect(mail.text).not.toContain("그만 받으려면");
    expect(mail.headers["List-Unsubscribe"]).toBeUndefined();
    expect(mail.headers["List-Unsubscribe-Post"]).toBeUndefined();

    const links = linksOf(mail);
    expect(links).toEqual([`http://localhost/events/${event.id}/public`]);
    for (const link of links) {
      const page = await follow(link);
      expect(page.status, link).toBe(410);
      const html = await page.text();
      expect(html).toContain("취소된 모임입니다");
      expect(html).toContain("010-1234-5678");
    }
  });
});
