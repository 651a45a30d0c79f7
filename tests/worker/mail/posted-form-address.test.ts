import { describe, expect, it } from "vitest";
import { newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, publicView, withKey } from "../../support/worker/events";
import { answerOf, postForm, postRefused } from "../../support/worker/form-post";
import { mailsAbout } from "../../support/worker/mail";

/**
 * The plain form's optional notification address: posted without the app, it goes
 * to the room as the API's `notify_email` does, on a sign-up and on a change; left empty on a
 * change it keeps the address (the plain form cannot show it); a malformed one is refused in
 * the form's own words, and what was typed comes back.
 */

async function newEvent() {
  const { token } = await newUser();
  return createEvent(token, { title: "알림 받을 모임" });
}

/** A new event and a plain-form sign-up to it with a new notification address. */
async function signedUpWith(label: string, fields: Record<string, string>) {
  const event = await newEvent();
  const address = uniqueEmail(label);
  const res = await postForm(event.id, { ...fields, notify_email: address });
  return { event, address, res };
}

/** The personal link's key the answered sign-up carries (posted-answer.test.ts says more). */
const keyOf = (html: string) => /#key=([A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? "";

/** The response's own channels, as its holder reads them with the key. */
async function notifyOf(eventId: string, key: string) {
  const res = await withKey(eventId, key);
  expect(res.status).toBe(200);
  return ((await res.json()) as { notify: { email: string | null; email_verified: boolean } })
    .notify;
}

describe("the plain form's notification address", () => {
  it("goes with a sign-up, is mailed a verification, and is shown nowhere on the page", async () => {
    const { event, address, res } = await signedUpWith("plain-form", {
      name: "민지",
      password: "pass1",
      status: "attending",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(answerOf(html)).toBe("참석이 등록되었습니다.");
    // The answered page is the one the public sees too: the address is not on it.
    expect(html).not.toContain(address);
    expect(await notifyOf(event.id, keyOf(html))).toEqual({
      email: address,
      email_verified: false,
      email_held_until: null,
      email_refused: false,
      push: false,
    });
    const [verification] = await mailsAbout(address, "이메일 확인");
    expect(verification?.to).toBe(address);
  });

  it("left empty on a change keeps the address; a new one replaces it", async () => {
    const signedUp = await signedUpWith("kept", { name: "하준", password: "pass2" });
    const { event, address: first, res: signed } = signedUp;
    const key = keyOf(await signed.text());
    const change = (fields: Record<string, string>) =>
      postForm(event.id, { mode: "edit", name: "하준", password: "pass2", ...fields });

    const kept = await change({ status: "maybe", notify_email: "" });
    expect(answerOf(await kept.text())).toBe("응답이 수정되었습니다. (미정)");
    expect((await notifyOf(event.id, key)).email).toBe(first);

    const second = uniqueEmail("replaced");
    const replaced = await change({ status: "maybe", notify_email: second });
    expect(replaced.status).toBe(200);
    expect(await notifyOf(event.id, key)).toMatchObject({ email: second, email_verified: false });
    await mailsAbout(second, "이메일 확인");
  });

  it("refuses a malformed address in the form's words, stores nothing, and keeps what was typed", async () => {
    const event = await newEvent();
    const seoyeon = { name: "서연", password: "pass3", status: "attending" };
    const malformed = "이메일 주소를 확인해 주세요.";
    const typed = { ...seoyeon, notify_email: "seoyeon@" };
    const html = await postRefused(event.id, typed, 422, malformed);
    expect(html).toContain('value="서연"');
    // The address typed is back in its field, marked as the one to fix.
    const field = /<input[^>]*name="notify_email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('value="seoyeon@"');
    expect(field).toContain('aria-invalid="true"');
    expect(html).not.toContain("pass3");
    expect((await publicView(event.id)).responses).toEqual([]);

    // A change with one is refused the same way, and the response keeps its answers.
    await postForm(event.id, seoyeon);
    const change = { ...seoyeon, mode: "edit", status: "maybe", notify_email: "not an address" };
    await postRefused(event.id, change, 422, malformed);
    expect((await publicView(event.id)).responses.map((r) => r.status)).toEqual(["attending"]);
  });
});
