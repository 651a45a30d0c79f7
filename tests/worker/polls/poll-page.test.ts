import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { newUser } from "../../support/worker/api";
import { SHELL } from "../../support/worker/card-assets";
import { answers, createPoll, publicPoll, vote } from "../../support/worker/polls";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * The poll page as the Worker answers it (worker/pages/poll-page.ts): the app's shell with the
 * poll's preview tags and view inline, rendered by the app's own route; and its vote form
 * posted by the browser itself, answered by the route's action through the votes route.
 */
/** The built shell at its addresses; no stylesheet to inline (it would be the shell again). */
const assets = fakeAssets((path) =>
  path.startsWith("/assets/")
    ? new Response("Not Found", { status: 404 })
    : new Response(SHELL, { headers: { "content-type": "text/html" } }),
);
const SITE = "http://localhost";
const page = (path: string, init?: RequestInit) =>
  worker.fetch(incoming(`${SITE}${path}`, init), { ...env, ASSETS: assets }, executionContext);

const post = (pollId: string, fields: Record<string, string>, headers = { Origin: SITE }) =>
  page(`/polls/${pollId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

/** The inline view the page was rendered with. */
const inlineView = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="poll-snapshot">(.*?)<\/script>/s.exec(html)?.[1] ??
      "null",
  );

describe("a poll's page", () => {
  it("is rendered with its dates, its view inline and its link card", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token, { title: "송년회 날짜" });
    await vote(poll.id, { name: "민수", choices: answers(poll, "no", "yes", "maybe") });

    const res = await page(`/polls/${poll.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(meta(html, "og:title")).toBe("송년회 날짜");
    // The leading date, then how many dates and votes.
    expect(meta(html, "og:description")).toMatch(/^선두: .+ · 날짜 3개 · 1명 투표 · 📍 을지로/);
    expect(html).toContain("<title>송년회 날짜 - 날짜 투표</title>");
    expect(inlineView(html)).toEqual(await publicPoll(poll.id));
    // The page itself, as the app renders it: three dates to answer, the voter's name.
    expect(html.match(/data-testid="poll-date"/g)).toHaveLength(3);
    expect(html.match(/type="radio"/g)).toHaveLength(9);
    expect(html).toContain("불가: 민수");
    expect(html).toContain('method="post"');
    // No box for this browser's notifications: it comes with the app, which can subscribe.
    expect(html).not.toContain('data-testid="push-choice"');
    // The Worker's page headers: its CSP, and revalidated.
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src");
    expect(res.headers.get("Cache-Control")).toContain("no-cache");
  });

  it("shows only counts under a hidden voter list", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token, { voter_list: "hidden" });
    await vote(poll.id, { name: "숨은사람", choices: answers(poll, "yes") });
    const html = await (await page(`/polls/${poll.id}`)).text();
    expect(html).not.toContain("숨은사람");
    expect(html).toContain("가능 1 · 조율 가능 0 · 불가 0");
  });

  it("is a 404 with the product's card for a poll that is not there", async () => {
    const res = await page(`/polls/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(meta(html, "og:title")).toBe("모임 RSVP - 초대 링크 하나로 참석 관리");
    expect(html).not.toContain("poll-snapshot");
  });

  it("escapes a hostile title everywhere it appears", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token, { title: `"><script>alert(1)</script>` });
    const html = await (await page(`/polls/${poll.id}`)).text();
    expect(html).not.toContain("<script>alert");
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/index-abc.js">',
      '<script type="application/json" id="poll-snapshot">',
    ]);
  });
});

describe("a vote form posted without JavaScript", () => {
  it("votes, and the page answers with the reply and the poll as it now stands", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token);
    const [first, second] = poll.options;
    const res = await post(poll.id, {
      name: "지영",
      password: "1234",
      [`choice.${first.id}`]: "yes",
      [`choice.${second.id}`]: "maybe",
      action: "create",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("투표했습니다. 고맙습니다!");
    expect(inlineView(html).voter_count).toBe(1);
    expect(html).toContain("가능: 지영");
    expect(html).toContain('id="action-data"');
    const stored = await publicPoll(poll.id);
    expect(stored.voters).toEqual([
      { name: "지영", choices: { [first.id]: "yes", [second.id]: "maybe" } },
    ]);
  });

  it("changes and takes back a vote with the button pressed", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token);
    const [first] = poll.options;
    await vote(poll.id, { name: "철수", choices: answers(poll, "yes") });
    const changed = await post(poll.id, {
      name: "철수",
      password: "1234",
      [`choice.${first.id}`]: "no",
      action: "modify",
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("투표를 고쳤습니다.");
    expect((await publicPoll(poll.id)).voters).toEqual([
      { name: "철수", choices: { [first.id]: "no" } },
    ]);
    const taken = await post(poll.id, { name: "철수", password: "1234", action: "delete" });
    expect(await taken.text()).toContain("투표를 취소했습니다.");
    expect((await publicPoll(poll.id)).voter_count).toBe(0);
  });

  it("is refused in Korean with the API's status, what was typed put back", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token);
    const [first] = poll.options;
    await vote(poll.id, { name: "민수", choices: answers(poll, "yes") });
    const res = await post(poll.id, {
      name: "민수",
      password: "9999",
      notify_email: "m@example.com",
      [`choice.${first.id}`]: "maybe",
      action: "create",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("이미 투표한 이름입니다.");
    expect(html).toContain('value="m@example.com"');
    expect(html).not.toContain("9999");

    const wrong = await post(poll.id, {
      name: "민수",
      password: "9999",
      [`choice.${first.id}`]: "maybe",
      action: "modify",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('aria-invalid="true"');

    const missing = await post(poll.id, { name: "", password: "", action: "create" });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("이름과 비밀번호를 입력해주세요.");
  });

  it("from another site stores nothing", async () => {
    const { token } = await newUser();
    const poll = await createPoll(token);
    const res = await post(
      poll.id,
      { name: "남의사이트", password: "1234", [`choice.${poll.options[0].id}`]: "yes" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect((await publicPoll(poll.id)).voter_count).toBe(0);
  });

  it("to a poll that is not there is a 404 page", async () => {
    const res = await post(crypto.randomUUID(), { name: "민수", password: "1234" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("투표를 찾을 수 없습니다");
  });
});
