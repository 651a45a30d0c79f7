import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SUBMISSIONS_PER_SOURCE } from "../../../worker/event-room/store/password-attempts";
import worker from "../../../worker/index";
import { api, mailsTo, newUser, uniqueEmail } from "../../support/worker/api";
import {
  cancel,
  createEvent,
  modify,
  publicView,
  range,
  roomStub,
  submit,
} from "../../support/worker/events";
import {
  follow,
  linkIn,
  mailsAbout,
  organiserRow,
  submitVerified,
} from "../../support/worker/mail";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * An invitee's notification address (decision 0025): optional on every response, verified by its
 * first mail before anything else is sent, shown to nobody but the response's holder, and gone
 * with the response.
 */

type Reply = {
  response: { id: string; status: string };
  notify: { email: string | null; email_verified: boolean; push: boolean };
};

describe("an invitee's notification address", () => {
  it("is verified by its first mail, whose GET changes nothing and whose POST verifies", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "독서 모임" });
    const address = uniqueEmail("reader");
    const res = await submit(event.id, { name: "민지", notify_email: address });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as Reply;
    expect(reply.notify).toEqual({
      email: address,
      email_verified: false,
      email_held_until: null,
      email_refused: false,
      push: false,
    });

    const [verification] = await mailsAbout(address, "이메일 확인");
    expect(verification.subject).toBe("[모임 RSVP] 알림 이메일 확인");
    expect(verification.text).toContain("모임 이름 (주최자가 적은 말): 「독서 모임」");
    expect(verification.text).toContain("응답 이름 (응답한 사람이 적은 말): 「민지」");
    expect(verification.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const verify = linkIn(verification, "이메일 확인");
    expect(verify).toMatch(new RegExp(`^http://localhost/events/${event.id}/mail/[\\w.-]+$`));

    // A mail scanner opens the link: the page asks, nothing changes.
    const page = await follow(verify);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain("이메일 확인</button>");
    expect((await organiserRow(owner.token, event.id, "민지")).channels).toEqual([]);

    const done = await follow(verify, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("이메일이 확인되었어요");
    expect((await organiserRow(owner.token, event.id, "민지")).channels).toEqual(["email"]);
    const again = await modify(event.id, "민지", { password: "1234" });
    expect(((await again.json()) as Reply).notify).toEqual({
      email: address,
      email_verified: true,
      email_held_until: null,
      email_refused: false,
      push: false,
    });

    // Used once: pressing it again says so and changes nothing.
    const reused = await follow(verify, "POST");
    expect(await reused.text()).toContain("이미 쓰인 링크예요");
  });

  it("never shows the address to anyone but its holder", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const address = uniqueEmail("private");
    await submitVerified(event.id, { name: "비공개" }, address);
    const local = address.split("@")[0];

    const snapshot = await api(`/events/${event.id}/public`);
    expect(await snapshot.text()).not.toContain(local);
    const list = await api(`/events/${event.id}/responses`, { token: owner.token });
    expect(await list.text()).not.toContain(local);
    const stats = await api(`/events/${event.id}/stats`, { token: owner.token });
    expect(await stats.text()).not.toContain(local);
    const shell = fakeAssets(() => new Response("<html><head></head><body></body></html>"));
    const page = await worker.fetch(
      incoming(`http://localhost/events/${event.id}/public`),
      { ...env, ASSETS: shell },
      executionContext,
    );
    const html = await page.text();
    expect(html).toContain("비공개");
    expect(html).not.toContain(local);
    const calendar = await api(`/events/${event.id}/calendar.ics`);
    expect(await calendar.text()).not.toContain(local);
  });

  it("refuses a malformed address with a 422 on notify_email and stores nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    for (const bad of ["not-an-address", "a@", "@example.com", `${"a".repeat(250)}@ex.com`]) {
      const res = await submit(event.id, { name: "잘못", notify_email: bad });
      expect(res.status, bad).toBe(422);
      const body = (await res.json()) as { detail: { loc: string[]; type: string }[] };
      expect(body.detail[0]).toMatchObject({
        loc: ["body", "notify_email"],
        type: "email_invalid",
      });
    }
    expect((await publicView(event.id)).responses).toEqual([]);
  });

  it("is changed, sent again while unverified, and removed by the holder", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const first = uniqueEmail("first");
    await submit(event.id, { name: "바꿈", notify_email: first });
    const [firstMail] = await mailsAbout(first, "이메일 확인");

    // The same address, still unverified: its verification mail again, and the first link works.
    await modify(event.id, "바꿈", { password: "1234", notify_email: first });
    await mailsAbout(first, "이메일 확인", 2);

    // Another address replaces it: the first address's link no longer verifies anything.
    const second = uniqueEmail("second");
    const changed = await modify(event.id, "바꿈", { password: "1234", notify_email: second });
    expect(((await changed.json()) as Reply).notify.email).toBe(second);
    await mailsAbout(second, "이메일 확인");
    const stale = await follow(linkIn(firstMail, "이메일 확인"), "POST");
    expect(await stale.text()).toContain("더 이상 쓸 수 없는 링크예요");
    expect((await organiserRow(owner.token, event.id, "바꿈")).channels).toEqual([]);

    const removed = await modify(event.id, "바꿈", { password: "1234", notify_email: null });
    expect(((await removed.json()) as Reply).notify).toEqual({
      email: null,
      email_verified: false,
      email_held_until: null,
      email_refused: false,
      push: false,
    });
  });

  it("counts a new address as an anonymous write of its source, refused past the limit", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const venue = { "CF-Connecting-IP": "198.19.32.1" };
    const first = uniqueEmail("counted");
    await submit(event.id, { name: "주소", notify_email: first }, venue);
    for (const i of range(SUBMISSIONS_PER_SOURCE - 2)) {
      expect((await submit(event.id, { name: `손님${i}` }, venue)).status).toBe(201);
    }
    // The source's 100th write: a new address is taken.
    const second = uniqueEmail("counted");
    const taken = await modify(
      event.id,
      "주소",
      { password: "1234", notify_email: second },
      venue["CF-Connecting-IP"],
    );
    expect(((await taken.json()) as Reply).notify.email).toBe(second);
    // Its 101st: refused, and the address stays.
    const third = uniqueEmail("counted");
    const over = await modify(
      event.id,
      "주소",
      { password: "1234", notify_email: third },
      venue["CF-Connecting-IP"],
    );
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe("too_many_submissions");
    const kept = await modify(event.id, "주소", { password: "1234" }, venue["CF-Connecting-IP"]);
    expect(((await kept.json()) as Reply).notify.email).toBe(second);
    expect(await mailsTo(third)).toEqual([]);
  });

  it("is kept nowhere a retry's remembered reply outlives it", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const address = uniqueEmail("retry");
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const body = { name: "재시도", notify_email: address };
    const first = (await (await submit(event.id, body, key)).json()) as Reply;
    const retried = (await (await submit(event.id, body, key)).json()) as Reply;
    expect(retried.response.id).toBe(first.response.id);
    expect(retried.notify.email).toBe(address);

    expect((await cancel(event.id, "재시도")).status).toBe(200);
    const stored = await runInDurableObject(roomStub(env, event.id), async (_room, state) =>
      state.storage.sql.exec<{ result: string }>("SELECT result FROM idempotency").toArray(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].result).not.toContain(address.split("@")[0]);
  });

  it("goes with the response: its links then say the response is gone", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const address = uniqueEmail("gone");
    await submit(event.id, { name: "취소", notify_email: address });
    const [verification] = await mailsAbout(address, "이메일 확인");
    expect((await cancel(event.id, "취소")).status).toBe(200);
    const page = await follow(linkIn(verification, "이메일 확인"));
    expect(await page.text()).toContain("이 응답은 취소되어 더 이상 없어요");
  });
});
