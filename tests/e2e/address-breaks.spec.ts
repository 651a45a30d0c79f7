import { expect, type Locator, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  SUPERUSER,
  signInAs,
  submitResponse,
  tokenFor,
} from "../support/e2e/api";
import { form, myResponse, openInvite } from "../support/e2e/invite";

/**
 * An address too long for its line broke mid-word ('minji@example.' then 'com').
 * It may break only before an '@' or a '.', where the next line's first character says the
 * address goes on. At 390 px, where the drawer, the profile, the greeting, the user cards and
 * an invitee's '내 응답' are all narrower than a long address.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The text of each line `element` is laid out on, read from where each character lands. */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let lineTop = Number.NEGATIVE_INFINITY;
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || text[i] === " ") continue;
        if (box.top > lineTop + 4) {
          lines.push("");
          lineTop = box.top;
        }
        lines[lines.length - 1] += text[i];
      }
    }
    return lines;
  });
}

async function expectBrokenOnlyAtPunctuation(address: Locator, email: string) {
  const lines = await linesOf(address);
  expect(lines.join(""), "the address is whole").toBe(email);
  // Long enough to need a break here: otherwise this would prove nothing.
  expect(lines.length, `'${email}' did not need to break`).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line, `a line of ${lines}`).toMatch(/^[@.]/);
}

test("a long address breaks only before '@' or '.' wherever an organiser sees it", async ({
  page,
  request,
}) => {
  const email = `minjikim.${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}@examplecommunity.co.kr`;
  const password = "password123";
  const signup = await request.post("/api/v1/users/signup", { data: { email, password } });
  expect(signup.ok()).toBe(true);
  await signInAs(page, { token: await tokenFor(request, email, password) });

  await page.goto("/");
  // No name given: the greeting names the address.
  const greeting = page.getByTestId("greeting");
  await expect(greeting).toContainText(email);
  await expectBrokenOnlyAtPunctuation(greeting.getByText(email), email);

  await page.getByLabel("Open menu").click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByText(`Logged in as: ${email}`)).toBeInViewport();
  await expectBrokenOnlyAtPunctuation(menu.getByText(email, { exact: true }), email);

  await page.goto("/settings");
  await expectBrokenOnlyAtPunctuation(page.getByTestId("profile-email"), email);

  // The user cards of /admin, as the superuser (signInAs only signs in a tab's first page).
  const admin = await tokenFor(request, SUPERUSER.email, SUPERUSER.password);
  await page.evaluate((token) => localStorage.setItem("access_token", token), admin);
  const users = await request.get("/api/v1/users/?limit=1000", {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const index = ((await users.json()).data as { email: string }[]).findIndex(
    (user) => user.email === email,
  );
  await page.goto(`/admin?page=${Math.floor(index / 5) + 1}`);
  const card = page.getByTestId("user-row").filter({ hasText: email });
  await expectBrokenOnlyAtPunctuation(card.getByText(email, { exact: true }), email);
});

test("an invitee's own address in '내 응답' breaks only before '@' or '.'", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "주소 모임",
    event_date: daysFromNow(7),
  });
  const email = `minjikim.${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}@examplecommunity.co.kr`;
  await openInvite(page, `/events/${event.id}/public`);
  await form(page).getByLabel("이름", { exact: true }).fill("민지");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("minji1");
  await form(page).getByLabel("자리가 나거나 일정이 바뀌면 알려드릴 이메일").fill(email);
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();
  const shown = myResponse(page, "민지").getByTestId("notify-email");
  await expect(shown).toHaveText(email);
  await expectBrokenOnlyAtPunctuation(shown, email);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 }, locale: "en-US" });

  test("an English name in the simple page's table breaks between its words, not inside one", async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: "Book club",
      event_date: daysFromNow(5),
      language: "en",
    });
    const name = "Christopher Montgomery-Smith";
    await submitResponse(request, event.id, {
      name,
      password: "1234",
      status: "attending",
      message: "Might be ten minutes late",
    });
    await page.goto(`/events/${event.id}/participants`);
    const shown = page.getByRole("button", { name, exact: true });
    await expect(shown).toBeVisible();
    const lines = await linesOf(shown);
    // Where a line may end: after a word and its space, or after a hyphen.
    const whole = name.replaceAll(" ", "");
    const ends = new Set<number>();
    let at = 0;
    for (const word of name.split(/(?<=[ -])/)) {
      at += word.replaceAll(" ", "").length;
      ends.add(at);
    }
    expect(lines.join(""), "the name is whole").toBe(whole);
    expect(lines.length, "the name did not need to break").toBeGreaterThan(1);
    let end = 0;
    for (const line of lines) {
      end += line.length;
      expect(ends.has(end), `a line of ${JSON.stringify(lines)} ends inside a word`).toBe(true);
    }
  });
});
