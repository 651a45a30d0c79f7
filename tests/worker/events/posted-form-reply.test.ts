import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { anHourAgo, createEvent, publicView, withKey } from "../../support/worker/events";
import { answerOf, postForm, SITE } from "../../support/worker/form-post";

/**
 * What the answered page hands on: after a sign-up posted without the app, its
 * personal link, and the response for the app to remember once it takes over (a slow phone),
 * never the password; and the answer at the top of the form, where the page opens, so a
 * change's or a cancellation's outcome, or a wrong password, is in view and in words.
 */

async function newEvent(input: Record<string, unknown> = {}) {
  const { token } = await newUser();
  const event = await createEvent(token, { title: "느린 휴대폰 모임", ...input });
  return { ...event, token };
}

type Posted = {
  event_id: string;
  id: string;
  name: string;
  status: string;
  revision: number;
  key?: string | null;
};

/** The response the reply hands to the app (in the page route's action data), if any. */
function postedOf(html: string): Posted | null {
  const raw = /<script type="application\/json" id="action-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!raw) return null;
  const replies = Object.values(JSON.parse(raw) as Record<string, { posted?: Posted }>);
  return replies.find((reply) => reply.posted)?.posted ?? null;
}

/** The personal link shown under the answer. */
const linkOf = (html: string) =>
  /data-testid="answer-link">.*?<a [^>]*href="([^"]+)"/.exec(html)?.[1] ?? null;

/** The form's own markup: from its opening tag to its end. */
const formOf = (html: string) =>
  /<form[^>]*id="response-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";

describe("the answer to a plain form post", () => {
  it("gives a sign-up its personal link and hands the response to the app, never the password", async () => {
    const event = await newEvent({ max_participants: 1 });
    await postForm(event.id, { name: "민지", password: "pass1" });
    const res = await postForm(event.id, { name: "하준", password: "secret-2" });
    expect(res.status).toBe(200);
    // Answered in place, not redirected: the password went in the body and nowhere else.
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toContain("secret-2");
    expect(answerOf(html)).toBe("정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.");

    const hajun = (await publicView(event.id)).responses.find((r) => r.name === "하준");
    const posted = postedOf(html);
    expect(posted).toMatchObject({
      event_id: event.id,
      id: hajun?.id,
      name: "하준",
      status: "waiting",
      revision: expect.any(Number),
    });
    const link = linkOf(html);
    expect(link).toBe(`${SITE}/events/${event.id}/public#key=${posted?.key}`);
    expect(posted?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The key opens that response, as a personal link made in '내 응답' would.
    const opened = await withKey(event.id, posted?.key ?? "");
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      response: { id: hajun?.id, status: "waiting" },
      waiting_position: 1,
    });
  });

  it("hands a change's response over without a new link, and a new password stops the old one", async () => {
    const event = await newEvent();
    const signed = postedOf(
      await (await postForm(event.id, { name: "서연", password: "pass3" })).text(),
    );
    const change = (fields: Record<string, string>) =>
      postForm(event.id, { mode: "edit", name: "서연", password: "pass3", ...fields });

    const changed = await (await change({ status: "maybe" })).text();
    expect(postedOf(changed)).toMatchObject({ id: signed?.id, status: "maybe" });
    expect(postedOf(changed)).not.toHaveProperty("key");
    expect(linkOf(changed)).toBeNull();
    // The link the sign-up gave still opens the response: a change makes none to replace it.
    expect((await withKey(event.id, signed?.key ?? "")).status).toBe(200);

    const renewed = await (await change({ status: "maybe", new_password: "pass33" })).text();
    expect(postedOf(renewed)).toMatchObject({ id: signed?.id, key: null });
    expect(renewed).not.toContain("pass33");
    expect((await withKey(event.id, signed?.key ?? "")).status).not.toBe(200);
  });

  it("says a change's or a cancellation's outcome at the top of the form, where the page opens", async () => {
    const event = await newEvent();
    const signed = postedOf(
      await (await postForm(event.id, { name: "도윤", password: "pass4" })).text(),
    );
    const search = `?mode=edit&id=${signed?.id}`;

    const wrong = await postForm(
      event.id,
      { mode: "edit", name: "도윤", password: "wrong4", status: "maybe" },
      undefined,
      search,
    );
    expect(wrong.status).toBe(400);
    const form = formOf(await wrong.text());
    // The form posts to the page at itself, so the answered page opens at the form ...
    expect(form).toMatch(/<form[^>]*action="#response-form"/);
    // ... whose top says what went wrong, in words and as an alert, above the fields.
    const said = form.indexOf('data-testid="form-answer"');
    expect(said).toBeGreaterThan(0);
    expect(said).toBeLessThan(form.indexOf('name="password"'));
    expect(form).toMatch(
      /<p role="alert"[^>]*data-testid="form-answer">비밀번호가 올바르지 않습니다\.</,
    );

    const cancelled = await postForm(
      event.id,
      { mode: "delete", name: "도윤", password: "pass4" },
      undefined,
      "?mode=delete",
    );
    const page = await cancelled.text();
    expect(formOf(page)).toMatch(
      /<p role="status"[^>]*data-testid="form-answer">응답이 취소되었습니다\.</,
    );
    // A cancelled response is nothing to follow any more.
    expect(postedOf(page)).toBeNull();
  });

  it("says it above the page when the page shows no form (answers closed)", async () => {
    const event = await newEvent();
    const closed = await api(`/events/${event.id}`, {
      method: "PUT",
      token: event.token,
      json: { deadline_date: anHourAgo() },
    });
    expect(closed.status).toBe(200);
    const res = await postForm(event.id, { name: "늦은이", password: "pass5" });
    const html = await res.text();
    expect(formOf(html)).toBe("");
    expect(answerOf(html)).toBe("응답 마감시간이 지났습니다.");
    // Above the event itself, where the page opens.
    expect(html.indexOf('data-testid="form-answer"')).toBeGreaterThan(0);
    expect(html.indexOf('data-testid="form-answer"')).toBeLessThan(
      html.indexOf('id="event-title"'),
    );
  });
});
