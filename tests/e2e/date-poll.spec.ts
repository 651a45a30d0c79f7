import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { responseItem } from "../support/e2e/invite";
import { linkIn, mailAbout, newAddress } from "../support/e2e/mail";
import { appTookOver, holdAppScripts } from "../support/e2e/takeover";

// Decision 0068: a group settles "when" before "who comes". The organiser offers five dates,
// invitees vote on their phones (one without JavaScript, by the page's own form post), the
// organiser watches the counts come in live and closes on the leading date, which makes the
// event; a voter who left and confirmed an address joins it from the mail's one-tap '참석'.

/** A phone at 390 px, in Korean on Seoul's clock, with or without JavaScript. */
const phone = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    javaScriptEnabled,
  });

/** 19:00 in Seoul, `days` from today there. */
function seoulEvening(days: number) {
  const at = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 10, 0, 0, 0));
}

/** The day's date on Seoul's calendar, as a date input takes it ('2026-12-09'). */
const seoulDay = (day: Date) => new Date(day.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** How a day reads on the poll's page and in its dialog ('12월 9일'). */
const dayWords = (day: Date) => {
  const seoul = new Date(day.getTime() + 9 * 3_600_000);
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
};

/** One of a poll's dates, by the day it reads ('2월 3일' is not '12월 3일'). */
const byDay = (dates: Locator, day: Date) =>
  dates.filter({ hasText: new RegExp(`(^|\\D)${dayWords(day)}`) });

type Answer = "가능" | "조율 가능" | "불가";

/** Picks an answer for each date, in the order the page lists them. */
async function pickAnswers(page: Page, days: Date[], answers: Answer[]) {
  for (const [index, answer] of answers.entries()) {
    await byDay(page.getByTestId("poll-date"), days[index] as Date)
      .getByRole("radio", { name: answer, exact: true })
      .check();
  }
}

/** Fills the vote form's name and password (and an address) and presses '투표하기'. */
async function vote(
  page: Page,
  days: Date[],
  who: { name: string; password: string; answers: Answer[]; email?: string },
) {
  await pickAnswers(page, days, who.answers);
  const form = page.getByTestId("vote-form");
  await form.getByLabel("이름", { exact: true }).fill(who.name);
  await form.getByLabel("비밀번호", { exact: true }).fill(who.password);
  if (who.email) await form.getByLabel("알림 받을 이메일").fill(who.email);
  await form.getByRole("button", { name: "투표하기", exact: true }).click();
}

/** The poll's page once closed: the chosen day, the way to its event, and no form to vote. */
async function expectDecided(page: Page, day: Date, eventId: string) {
  const decided = page.getByTestId("poll-decided");
  await expect(decided.getByRole("heading", { name: "날짜가 정해졌습니다" })).toBeVisible();
  await expect(decided).toContainText(dayWords(day));
  await expect(
    decided.getByRole("link", { name: "초대 페이지에서 참석 응답하기" }),
  ).toHaveAttribute("href", `/events/${eventId}/public`);
  await expect(page.getByTestId("vote-form")).toHaveCount(0);
}

test("an organiser polls five dates, three invitees vote on their phones, and the chosen date becomes the event a voter joins from the mail", async ({
  browser,
  request,
}) => {
  test.slow(); // Four phones, and the outbox read twice.
  const organiser = await newOrganiser(request, "송년회 총무");
  const title = "송년회 날짜 정하기";
  const days = [3, 4, 5, 6, 7].map(seoulEvening);

  // The organiser makes the poll from the dashboard: the first evening, then '+ 다음 날 같은
  // 시간' for the next four.
  const desk = await phone(browser);
  const organiserPage = await desk.newPage();
  await signInAs(organiserPage, organiser);
  await organiserPage.goto("/");
  const polls = organiserPage.getByRole("region", { name: "날짜 투표" });
  await polls.getByRole("button", { name: "날짜 투표 만들기" }).click();
  const dialog = organiserPage.getByRole("dialog", { name: "날짜 투표 만들기" });
  await dialog.getByLabel("제목").fill(title);
  await dialog.getByLabel("1번째 날짜", { exact: true }).fill(seoulDay(days[0] as Date));
  await expect(dialog.getByLabel("1번째 날짜의 시작 시각")).toHaveValue("19:00");
  for (let added = 0; added < 4; added++) {
    await dialog.getByRole("button", { name: "+ 다음 날 같은 시간" }).click();
  }
  await expect(dialog.getByLabel("5번째 날짜", { exact: true })).toHaveValue(
    seoulDay(days[4] as Date),
  );
  await dialog.getByRole("button", { name: "만들기", exact: true }).click();

  // The new poll's tally page, with its link to send.
  await expect(organiserPage.getByRole("heading", { level: 1 })).toHaveText(title);
  const linkCard = organiserPage.getByRole("region", {
    name: "날짜 투표를 만들었어요. 이 링크를 보내 투표를 받으세요.",
  });
  const shared = await linkCard.getByText(/\/polls\/[0-9a-f-]{36}$/).textContent();
  const pollLink = new URL(shared ?? "").pathname;
  const tallies = organiserPage.getByTestId("poll-option-tally");
  await expect(tallies).toHaveCount(5);

  // 지민 votes with JavaScript off: the browser posts the form to the page itself.
  const plainPhone = await phone(browser, false);
  const jimin = await plainPhone.newPage();
  await jimin.goto(pollLink);
  await expect(jimin.getByRole("heading", { name: title })).toBeVisible();
  await expect(jimin.getByTestId("poll-date")).toHaveCount(5);
  await expect(jimin.getByTestId("vote-form")).toHaveAttribute("method", "post");
  const posted = jimin.waitForRequest((sent) => sent.method() === "POST");
  await vote(jimin, days, {
    name: "지민",
    password: "jimin1",
    answers: ["가능", "가능", "불가", "조율 가능", "불가"],
  });
  expect(new URL((await posted).url()).pathname).toBe(pollLink);
  await expect(jimin.getByRole("status")).toHaveText("투표했습니다. 고맙습니다!");
  expect(jimin.url()).not.toContain("jimin1");
  await expect(jimin.getByTestId("poll-voter-count")).toHaveText("1명 투표");

  // 서연 votes with the app, leaves an address and confirms it from the mail.
  const seoyeonPhone = await phone(browser);
  const seoyeon = await seoyeonPhone.newPage();
  await seoyeon.goto(pollLink);
  await appTookOver(seoyeon);
  const address = newAddress("seoyeon");
  await vote(seoyeon, days, {
    name: "서연",
    password: "seoyeon1",
    answers: ["불가", "가능", "조율 가능", "가능", "불가"],
    email: address,
  });
  await expect(seoyeon.getByRole("status")).toContainText(address);
  await expect(seoyeon.getByTestId("poll-voter-count")).toHaveText("2명 투표");

  const verification = await mailAbout(request, address, "날짜 투표 알림 이메일 확인");
  await seoyeon.goto(new URL(linkIn(verification, "이메일 확인")).pathname);
  await expect(seoyeon.getByRole("status")).toHaveText(
    `「${title}」 날짜 투표의 알림 이메일을 확인할까요?`,
  );
  await seoyeon.getByRole("button", { name: "이메일 확인" }).click();
  await expect(seoyeon.getByRole("status")).toHaveText(
    "이메일을 확인했어요. 날짜가 정해지면 이 주소로 알려드려요.",
  );

  // The organiser's tally, open since the poll was made, follows the votes as they come.
  await expect(organiserPage.getByText("2명 투표")).toBeVisible();
  const second = byDay(tallies, days[1] as Date);
  await expect(second.getByTestId("poll-option-counts")).toHaveText(/가능 2.*불가 0/);
  await expect(organiserPage.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  let loads = 0;
  organiserPage.on("load", () => loads++);

  // 하준 votes with the app while the organiser watches.
  const hajunPhone = await phone(browser);
  const hajun = await hajunPhone.newPage();
  await hajun.goto(pollLink);
  await appTookOver(hajun);
  await vote(hajun, days, {
    name: "하준",
    password: "hajun1",
    answers: ["조율 가능", "가능", "불가", "불가", "가능"],
  });
  await expect(hajun.getByRole("status")).toHaveText("투표했습니다. 고맙습니다!");
  await expect(byDay(hajun.getByTestId("poll-date"), days[1] as Date)).toContainText("선두");

  await expect(organiserPage.getByText("3명 투표")).toBeVisible();
  await expect(second.getByTestId("poll-option-counts")).toHaveText(/가능 3.*불가 0/);
  await expect(byDay(tallies, days[4] as Date).getByTestId("poll-option-counts")).toHaveText(
    /가능 1.*불가 2/,
  );
  // The second evening leads, alone.
  await expect(tallies.filter({ hasText: "선두" })).toHaveCount(1);
  await expect(second).toContainText("선두");
  expect(loads, "the tally page was reloaded").toBe(0);

  // The organiser closes on the leading date: its dialog says what it will do.
  await second.getByRole("button", { name: /^이 날짜로 확정: / }).click();
  const closing = organiserPage.getByRole("dialog", { name: "이 날짜로 확정" });
  await expect(closing.getByTestId("close-summary")).toContainText(dayWords(days[1] as Date));
  await expect(closing.getByTestId("close-summary")).toContainText("가능 3명");
  await closing.getByRole("button", { name: "확정하고 모임 만들기" }).click();
  // The event is made, and its responses page opens.
  await expect(organiserPage).toHaveURL(/\/events\/[0-9a-f-]{36}\/responses$/);
  await expect(organiserPage.getByRole("heading", { level: 1 })).toHaveText(title);
  const eventId = new URL(organiserPage.url()).pathname.split("/")[2] as string;

  // The poll's page shows the chosen date and the way to the event: live on 하준's phone, and
  // on 지민's when she opens it again.
  await expectDecided(hajun, days[1] as Date, eventId);
  await jimin.goto(pollLink);
  await expectDecided(jimin, days[1] as Date, eventId);

  // 서연 joins from the mail's one-tap '참석': a page that asks, and its one button.
  const invitation = await mailAbout(request, address, "날짜가 정해졌어요");
  await seoyeon.goto(new URL(linkIn(invitation, "참석")).pathname);
  await expect(seoyeon.getByRole("status")).toHaveText(
    `「${title}」에 「서연」 이름으로 참석 응답을 보낼까요?`,
  );
  await seoyeon.getByRole("button", { name: "참석" }).click();
  await expect(seoyeon.getByRole("status")).toHaveText(
    "참석으로 등록했어요. 초대 페이지에서 같은 이름과 비밀번호로 응답을 바꿀 수 있어요.",
  );

  // The organiser's responses page for the new event, still open, lists her as attending.
  await expect(responseItem(organiserPage, "서연").getByTestId("response-status")).toHaveText(
    "참석",
  );

  await Promise.all([desk.close(), plainPhone.close(), seoyeonPhone.close(), hajunPhone.close()]);
});

test("a vote cast while a phone's poll page is still loading shows once the page is live", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const created = await request.post("/api/v1/polls/", {
    data: {
      title: "느린 폰의 투표",
      time_zone: "Asia/Seoul",
      options: [3, 4].map((days) => ({ starts_at: seoulEvening(days).toISOString() })),
    },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(created.status()).toBe(201);
  const poll = (await created.json()) as { id: string; options: { id: string }[] };

  // A slow phone: the page the Worker rendered is on screen, the app not yet running.
  const context = await phone(browser);
  const page = await context.newPage();
  const release = await holdAppScripts(page);
  // The page's load waits for the held scripts: what is on screen is there once it commits.
  await page.goto(`/polls/${poll.id}`, { waitUntil: "commit" });
  await expect(page.getByTestId("poll-voter-count")).toHaveText("0명 투표");

  // Someone votes meanwhile, before this page listens for votes.
  const cast = await request.post(`/api/v1/polls/${poll.id}/votes`, {
    data: {
      name: "먼저 온 사람",
      password: "first1",
      choices: [{ option_id: poll.options[0]?.id, answer: "yes" }],
    },
  });
  expect(cast.status()).toBe(201);

  release();
  await appTookOver(page);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(page.getByTestId("poll-voter-count")).toHaveText("1명 투표");
  await context.close();
});
