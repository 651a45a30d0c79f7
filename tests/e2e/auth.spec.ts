import { type APIRequestContext, expect, test } from "@playwright/test";
import { newOrganiser, SUPERUSER, signInAs } from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";

/**
 * The reset link of the latest recovery mail to `email`. The local outbox holds what production
 * would send through Cloudflare Email Service; the mail goes out just after the answer, so it
 * is waited for.
 */
async function mailedResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/utils/outbox")).json()) as {
        data: { to: string; text: string }[];
      };
      const mail = outbox.data.find((entry) => entry.to === email);
      link = /\/reset-password\?token=[^\s"<]+/.exec(mail?.text ?? "")?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

test("the first superuser signs in, sees the admin menu and logs out", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/about$/);

  await page.goto("/login");
  await page.getByLabel("Email").fill(SUPERUSER.email);
  await page.getByLabel("Password").fill(SUPERUSER.password);
  await page.getByRole("button", { name: "Log In" }).click();

  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Items" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeTruthy();

  // A signed-in visitor of /login goes back to /.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});

test("a failed sign-in's error toast does not follow a later sign-in onto the dashboard", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  // Toasts leave by themselves after 5 s, and on a busy machine the second sign-in can take
  // longer: a left-behind toast would be gone before it could be seen. The page's 5-second
  // timers are stretched to a minute, so only the sign-in can have dismissed it.
  await page.addInitScript(() => {
    const setTimeoutAsGiven = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      setTimeoutAsGiven(handler, ms === 5000 ? 60_000 : ms, ...rest)) as typeof setTimeout;
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(organiser.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "Incorrect email or password" });
  await expect(refused).toBeVisible();

  await page.getByLabel("Password").fill(organiser.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // Read once, not waited for: a toast left behind would still be up.
  expect(await refused.count()).toBe(0);
});

test("a newcomer signs up, is sent to log in, and signs in with the new account", async ({
  page,
}) => {
  const email = `signup-${crypto.randomUUID().slice(0, 10)}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("김민지");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "회원가입" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toContainText("김민지");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);
});

test("the forms show the spec's messages on blur and the server's refusal as a toast", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("ab");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByLabel("Full Name").click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("The passwords do not match")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Something went wrong!" });
  await expect(toast).toContainText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("a token the server refuses is dropped and the visitor lands on /login", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("access_token", "not-a-real-token"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});

test("password recovery gives the server's answer, true for any address, and clears the form", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await page.goto("/recover-password");
  await page.getByLabel("Email").fill(organiser.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("If that email is registered, we sent a password recovery link"),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("unknown routes show the 404 page with a way back", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByTestId("not-found-code")).toHaveText("404");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("signing up twice with one email shows the server's refusal", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("중복 가입");
  await page.getByLabel("Email").fill(organiser.email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "회원가입" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong!" })).toContainText(
    "The user with this email already exists in the system",
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test("a forgotten password is reset through the mailed link, once", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await page.goto("/recover-password");
  await page.getByLabel("Email").fill(organiser.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("If that email is registered, we sent a password recovery link"),
  ).toBeVisible();

  const link = await mailedResetLink(request, organiser.email);

  await page.goto(link);
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByLabel("New Password").click();
  await expect(page.getByText("Password must be at least 8 characters").first()).toBeVisible();
  await page.getByLabel("New Password").fill("brand-new-pass");
  await page.getByLabel("Confirm Password").fill("brand-new-typo");
  await page.getByLabel("New Password").click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(organiser.email);
  await page.getByLabel("Password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The same link a second time, signed out: refused.
  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await page.goto(link);
  await page.getByLabel("New Password").fill("another-pass-1");
  await page.getByLabel("Confirm Password").fill("another-pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "이미 사용된 링크입니다" })).toBeVisible();
});

test("a reused reset link says it was used and offers to send a new one", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await request.post(`/api/v1/password-recovery/${encodeURIComponent(organiser.email)}`);
  const link = await mailedResetLink(request, organiser.email);
  const token = new URL(link, "http://x").searchParams.get("token");
  const first = await request.post("/api/v1/reset-password/", {
    data: { token, new_password: "first-use-pass" },
  });
  expect(first.status()).toBe(200);

  await page.goto(link);
  await page.getByLabel("New Password").fill("another-pass-1");
  await page.getByLabel("Confirm Password").fill("another-pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  // It says why, in Korean, and offers a new link in place of the form.
  const refused = page.getByRole("alert").filter({ hasText: "이미 사용된 링크입니다" });
  await expect(refused).toContainText("한 번만 쓸 수 있어요");
  await expect(page.getByLabel("New Password")).toHaveCount(0);
  await expect(page.getByText("Invalid token")).toHaveCount(0);
  expect(await axeProblems(page, "auth")).toEqual([]);

  await refused.getByRole("link", { name: "새 링크 받기" }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
  await page.getByLabel("Email").fill(organiser.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("If that email is registered, we sent a password recovery link"),
  ).toBeVisible();
});

test("a reset link with a made-up token is refused", async ({ page }) => {
  await page.goto("/reset-password?token=made-up");
  await page.getByLabel("New Password").fill("password-123");
  await page.getByLabel("Confirm Password").fill("password-123");
  await page.getByRole("button", { name: "Reset Password" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "열 수 없는 링크입니다" });
  await expect(refused.getByRole("link", { name: "새 링크 받기" })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password/);
});

test("on a phone the menu is a drawer that says who is logged in @phone", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "모바일 사용자");
  await signInAs(page, organiser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "참석자 현황" })).not.toBeInViewport();
  await page.getByLabel("Open menu").click();
  await expect(menu.getByRole("link", { name: "참석자 현황" })).toBeInViewport();
  await expect(menu.getByText(`Logged in as: ${organiser.email}`)).toBeVisible();
  await menu.getByRole("link", { name: "참석자 현황" }).click();
  await expect(page).toHaveURL(/\/participants$/);
  await expect(menu.getByRole("link", { name: "참석자 현황" })).not.toBeInViewport();
});

test("signup says what each empty field needs, and login what its fields need", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "회원가입" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Password confirmation is required")).toBeVisible();
  await page.getByLabel("Full Name").fill("김");
  await page.getByLabel("Email").click();
  await expect(page.getByText("Full Name must be at least 3 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
});
