import { describe, expect, it } from "vitest";
import { newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { IN, submitIn } from "../../support/worker/languages";
import { follow, linkIn, mailsAbout } from "../../support/worker/mail";

describe("a mail link's page", () => {
  it("offers the other language as a plain link that keeps the choice and comes back", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const address = uniqueEmail("switching");
    expect((await submitIn("en", event.id, { name: "Sam", notify_email: address })).status).toBe(
      201,
    );
    const [verification] = await mailsAbout(address, IN.en.verifySubject);
    const link = linkIn(verification, IN.en.verifyButton);

    const english = await (await follow(link)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<a href="?lang=ko" hreflang="ko" lang="ko"');
    expect(english).toContain('<strong lang="en" aria-current="true">English</strong>');

    const asked = await follow(`${link}?lang=ko`, "GET", { redirect: "manual" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(new URL(link).pathname);
    const cookie = asked.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=ko;/);
    const korean = await (
      await follow(link, "GET", { headers: { Cookie: cookie.split(";")[0] } })
    ).text();
    expect(korean).toContain('<html lang="ko">');
    expect(korean).toContain('<a href="?lang=en" hreflang="en" lang="en"');
  });
});
