import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, join, participant } from "../support/e2e/invite";

/**
 * The pages the Worker writes, as it sends them, checked by an HTML validator (html-validate):
 * its standard rules (the HTML standard's content models and attributes) and its accessibility
 * ones (a group of fields has a legend, a control is the native element for its role), and
 * every input says its type. Its style rules (upper-case DOCTYPE, `<meta>` without a slash,
 * attribute case) are left out: the HTML standard allows both ways, and React writes one.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: { "no-implicit-input-type": "error", "prefer-native-element": "error" },
});

async function problemsOf(html: string, name: string) {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

async function served(request: APIRequestContext, path: string, language = "ko") {
  const res = await request.get(path, { headers: { "Accept-Language": language } });
  return { status: res.status(), html: await res.text() };
}

/** The page a no-JavaScript post of the invite form answers, as the Worker sent it. */
async function posted(page: Page, press: () => Promise<void>) {
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === "POST"),
    press(),
  ]);
  return answer.text();
}

test.use({ javaScriptEnabled: false });

test("the invite page, its states and its form's answers pass the HTML validator", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "검사받는 모임",
    event_date: daysFromNow(5),
    max_participants: 1,
    max_guests: 2,
    questions: [
      { label: "식사", kind: "choice", choices: [{ label: "한식" }, { label: "채식" }] },
      { label: "차를 가져오나요?", kind: "yes_no" },
      { label: "하고 싶은 말", kind: "text" },
    ],
  });
  await submitResponse(request, event.id, { name: "지민", password: "1234", status: "attending" });
  await submitResponse(request, event.id, { name: "서준", password: "1234", status: "waiting" });
  const invite = `/events/${event.id}/public`;
  const pages: Record<string, string> = {};
  for (const language of ["ko", "en"]) {
    const { status, html } = await served(request, invite, language);
    expect(status).toBe(200);
    pages[`invite (${language})`] = html;
  }

  // The states its links lead to before the app runs: a row's edit, cancelling, the whole list.
  await page.goto(invite);
  const edit = participant(page, "지민").getByRole("link", { name: "지민 응답 수정" });
  const cancel = form(page).getByRole("link", { name: "응답 취소" });
  for (const [name, link] of [
    ["edit", edit],
    ["cancel", cancel],
  ] as const) {
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    pages[name] = (await served(request, href ?? "")).html;
  }

  // The form's own answers: a sign-up (with its personal link), then a refusal.
  pages["answered"] = await posted(page, () => join(page, "하윤", "pass1", "대기 신청하기"));
  await page.goto(invite);
  await edit.click();
  await form(page).getByLabel("비밀번호", { exact: true }).fill("wrong1");
  pages["refused"] = await posted(page, () =>
    form(page).getByRole("button", { name: "응답 수정하기" }).click(),
  );
  expect(pages["refused"]).toContain("비밀번호가 올바르지 않습니다.");

  const problems = [];
  for (const [name, html] of Object.entries(pages))
    problems.push(...(await problemsOf(html, name)));
  expect(problems).toEqual([]);
});

test("/about, /privacy, a mail link's page and a missing event's page pass the HTML validator", async ({
  request,
}) => {
  const pages = {
    "about (ko)": await served(request, "/about", "ko"),
    "about (en)": await served(request, "/about", "en"),
    "privacy (ko)": await served(request, "/privacy", "ko"),
    "privacy (en)": await served(request, "/privacy", "en"),
    "mail link": await served(
      request,
      "/events/00000000-0000-4000-8000-000000000000/mail/not.a.token.that.was.ever.signed",
    ),
    "no event": await served(request, "/events/00000000-0000-4000-8000-000000000000/public"),
  };
  expect(Object.values(pages).map((p) => p.status)).toEqual([200, 200, 200, 200, 404, 404]);
  const problems = [];
  for (const [name, { html }] of Object.entries(pages)) {
    problems.push(...(await problemsOf(html, name)));
  }
  expect(problems).toEqual([]);
});

test("a series' link, running, ended and unknown, passes the HTML validator", async ({
  request,
}) => {
  const organiser = await newOrganiser(request);
  const auth = { Authorization: `Bearer ${organiser.token}` };
  const made = await request.post("/api/v1/events/", {
    headers: auth,
    data: {
      title: "검사받는 반복 모임",
      event_date: daysFromNow(3),
      recurrence: "FREQ=WEEKLY;COUNT=3",
    },
  });
  const { series_id } = (await made.json()) as { series_id: string };
  const pages: Record<string, { status: number; html: string }> = {};
  for (const language of ["ko", "en"]) {
    pages[`series (${language})`] = await served(request, `/series/${series_id}`, language);
  }
  expect((await request.delete(`/api/v1/series/${series_id}`, { headers: auth })).ok()).toBe(true);
  pages["series ended"] = await served(request, `/series/${series_id}`);
  pages["no series"] = await served(request, "/series/00000000-0000-4000-8000-000000000000");
  expect(Object.values(pages).map((p) => p.status)).toEqual([200, 200, 200, 404]);
  const problems = [];
  for (const [name, { html }] of Object.entries(pages)) {
    problems.push(...(await problemsOf(html, name)));
  }
  expect(problems).toEqual([]);
});

test("a mail link's page carries the app's mark and name, and an icon that is there", async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== "document") failed.push(res.url());
  });
  await page.goto(
    "/events/00000000-0000-4000-8000-000000000000/mail/not.a.token.that.was.ever.signed",
  );
  const home = page.getByRole("link", { name: "모임 RSVP" });
  await expect(home).toHaveAttribute("href", "/");
  // The mark loaded (an image that failed has no natural width).
  await expect
    .poll(() => home.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(icon).toBe("/favicon.svg");
  const served = await request.get(icon ?? "");
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
  expect(failed).toEqual([]);
});
