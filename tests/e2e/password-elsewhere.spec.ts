import { type Browser, expect, type Page, test } from "@playwright/test";
import { newOrganiser, type Organiser, signInAs, tokenFor } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";

/** Another device: its own browser context, signed in with a token of its own. */
async function device(
  browser: Browser,
  organiser: Organiser,
  token: string,
  colorScheme: "light" | "dark",
): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme })).newPage();
  await signInAs(page, { ...organiser, token });
  await page.goto("/");
  await expect(page.getByTestId("user-menu")).toBeVisible();
  return page;
}

const NOTICE = "비밀번호가 바뀌어 다시 로그인해 주세요.";

test("a password changed on one device sends the others to the login page, saying why", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const [laptop, phone, tablet] = await Promise.all(
    (["light", "light", "dark"] as const).map(async (scheme) =>
      device(
        browser,
        organiser,
        await tokenFor(request, organiser.email, organiser.password),
        scheme,
      ),
    ),
  );

  await laptop.goto("/settings?tab=password");
  await laptop.getByLabel("Current Password").fill(organiser.password);
  await laptop.getByLabel("New Password").fill("Moim-RSVP-2024!");
  await laptop.getByLabel("Confirm Password").fill("Moim-RSVP-2024!");
  await laptop.getByRole("button", { name: "Save" }).click();
  await expect(laptop.getByText("Password updated successfully.")).toBeVisible();

  // The phone's next action, and the tablet's next load, meet the retired token.
  await phone
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "참석자 현황" })
    .click();
  await tablet.reload();
  for (const page of [phone, tablet]) {
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("signed-out-notice")).toHaveText(NOTICE);
  }
  // The notice reads in both themes (the tablet's is dark).
  expect(await axeProblems(phone, "login notice, light")).toEqual([]);
  expect(await axeProblems(tablet, "login notice, dark")).toEqual([]);

  // Signing in with the new password goes on as usual; the notice was about the old one.
  await phone.getByLabel("Email").fill(organiser.email);
  await phone.getByLabel("Password").fill("Moim-RSVP-2024!");
  await phone.getByRole("button", { name: "Log In" }).click();
  await expect(phone.getByTestId("user-menu")).toBeVisible();
  await phone.getByTestId("user-menu").click();
  await phone.getByRole("button", { name: "Log Out" }).first().click();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByText(NOTICE)).toHaveCount(0);
  // The device that made the change keeps working.
  await laptop.reload();
  await expect(laptop.getByTestId("user-menu")).toBeVisible();
});

test("a token refused for another reason lands on the login page without that notice", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("access_token", "not-a-real-token"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
