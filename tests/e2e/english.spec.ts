import { type Browser, expect, test } from "@playwright/test";
import { submitResponse } from "../support/e2e/api";
import { form, myResponse, openInvite } from "../support/e2e/invite";
import { linkIn, mailAbout, newAddress } from "../support/e2e/mail";

// Decision 0057: a reader whose browser asks for English reads the product in English, from
// sign-up to the mails a waiting invitee is sent; an organiser's switch changes the page at once.

/** A phone at 390 px whose browser asks for English. */
const englishPhone = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    timezoneId: "Asia/Seoul",
  });

test("an organiser and an invitee with English browsers read English, mails included, and the switch turns the dashboard Korean and back", async ({
  browser,
  request,
}) => {
  test.slow(); // Two browsers, a sign-up, the outbox read twice.
  const organiser = await englishPhone(browser);
  const page = await organiser.newPage();

  // Sign up and log in, in English.
  const email = `english-${crypto.randomUUID().slice(0, 10)}@example.com`;
  await page.goto("/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Full Name").fill("Jamie Park");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("No events yet")).toBeVisible();

  // Create an event of one seat whose freed seats are offered.
  await page.getByRole("button", { name: "Create your first event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Title").fill("Book club");
  await dialog.getByLabel("Date and time").fill("2031-04-05T19:00");
  await dialog.getByLabel("Maximum attendees").fill("1");
  await dialog.getByText("Offer the seat").click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event created" })).toBeVisible();
  const created = await request.get("/api/v1/events/", {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("access_token"))}`,
    },
  });
  const [event] = (await created.json()).data as { id: string; language: string }[];
  expect(event.language).toBe("en");

  // Someone takes the seat; an invitee with an English phone joins the queue with an address.
  await submitResponse(request, event.id, { name: "First", password: "1234", status: "attending" });
  const phone = await englishPhone(browser);
  const invitee = await phone.newPage();
  await openInvite(invitee, `/events/${event.id}/public`);
  await expect(invitee.locator("html")).toHaveAttribute("lang", "en");
  const address = newAddress("english");
  await form(invitee).getByLabel("Name", { exact: true }).fill("Robin");
  await form(invitee).getByLabel("Password", { exact: true }).fill("robin1");
  await form(invitee)
    .getByLabel("Email for news of a free seat or a change of plans")
    .fill(address);
  await form(invitee).getByRole("button", { name: "Join waiting list" }).click();
  await expect(myResponse(invitee, "Robin")).toBeVisible();

  // Her verification mail is English; its page confirms in English.
  const verification = await mailAbout(request, address, "Confirm your email");
  expect(verification.subject).toBe("[Moim RSVP] Confirm your email for notices");
  expect(verification.html).toContain('<html lang="en">');
  await invitee.goto(new URL(linkIn(verification, "Confirm email")).pathname);
  await invitee.getByRole("button", { name: "Confirm email" }).click();
  await expect(invitee.getByRole("heading", { name: "Done" })).toBeVisible();

  // The seat frees: the offer comes in English, and its one-tap reply takes the seat.
  const left = await request.delete(`/api/v1/events/${event.id}/delete?name=First&password=1234`);
  expect(left.ok()).toBe(true);
  const offer = await mailAbout(request, address, "A seat opened up");
  expect(offer.text).toContain("Book club");
  await invitee.goto(new URL(linkIn(offer, "Confirm seat")).pathname);
  await invitee.getByRole("button", { name: "Confirm seat" }).click();
  await expect(invitee.getByRole("heading", { name: "Done" })).toBeVisible();

  // The organiser switches to Korean and back: kept on the account, and the page loads again
  // with that language's files, which carry its words alone.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "My events" })).toBeVisible();
  const entry = () => page.locator('script[type="module"]').first().getAttribute("src");
  const accountLanguage = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem("access_token");
      const me = await fetch("/api/v1/users/me", { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { language: string }).language;
    });
  const englishFiles = await entry();
  await page.getByTestId("user-menu").click();
  await page.getByRole("link", { name: "한국어" }).click();
  await expect(page.getByRole("heading", { name: "내 모임" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  expect(await entry()).not.toBe(englishFiles);
  expect(await accountLanguage()).toBe("ko");
  await page.getByTestId("user-menu").click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "My events" })).toBeVisible();
  expect(await entry()).toBe(englishFiles);
  expect(await accountLanguage()).toBe("en");
  await Promise.all([organiser.close(), phone.close()]);
});
