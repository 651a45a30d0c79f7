import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newOrganiser, SUPERUSER, signInAs, tokenFor } from "../support/e2e/api";

type User = { id: string; email: string };

/** The `?page=` that lists `email` (five a page, newest first). */
async function pageOf(request: APIRequestContext, token: string, email: string) {
  const res = await request.get("/api/v1/users/?limit=1000", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: User[] };
  const index = data.findIndex((user) => user.email === email);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 5) + 1;
}

/** Opens the page that holds `email`; other tests add and delete users meanwhile, so retry. */
async function openRowOf(page: Page, request: APIRequestContext, token: string, email: string) {
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(async () => {
    await page.goto(`/admin?page=${await pageOf(request, token, email)}`);
    await expect(row).toBeVisible({ timeout: 3000 });
  }).toPass();
  return row;
}

test("a superuser adds, edits and deletes a user", async ({ page, request }) => {
  // Three dialogs, three password hashes and two page look-ups: past a minute on a busy machine.
  test.setTimeout(120_000);
  const token = await tokenFor(request, SUPERUSER.email, SUPERUSER.password);
  await signInAs(page, { token });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Users Management" })).toBeVisible();

  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  const save = add.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  const email = `admin-made-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Full Name").fill("관리자가 만든 사용자");
  await add.getByLabel("Set Password").fill("password123");
  await add.getByLabel("Confirm Password").click();
  await add.getByLabel("Email").click();
  await expect(add.getByText("Please confirm your password")).toBeVisible();
  await expect(save).toBeDisabled();
  await add.getByLabel("Confirm Password").fill("password124");
  await add.getByLabel("Email").click();
  await expect(add.getByText("The passwords do not match")).toBeVisible();
  await add.getByLabel("Confirm Password").fill("password123");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("User created successfully.")).toBeVisible();
  await expect(add).toBeHidden();

  let row = await openRowOf(page, request, token, email);
  await expect(row).toContainText("관리자가 만든 사용자");
  await expect(row).toContainText("User");
  await expect(row).toContainText("Active");

  // Edit: a new name and Inactive, with no password: the old password must still work.
  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("button", { name: "Edit User" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Email")).toHaveValue(email);
  await edit.getByLabel("Set Password").fill("short");
  await edit.getByLabel("Full Name").click();
  await expect(edit.getByText("Password must be at least 8 characters")).toBeVisible();
  await edit.getByLabel("Set Password").fill("");
  await edit.getByLabel("Full Name").fill("이름을 바꾼 사용자");
  await edit.getByLabel("Is active?").uncheck();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User updated successfully.")).toBeVisible();
  await edit.waitFor({ state: "hidden" });
  // Newest first: users that tests beside this one add meanwhile push the row to a later page,
  // so it is looked up again rather than expected where it was.
  row = await openRowOf(page, request, token, email);
  await expect(row).toContainText("이름을 바꾼 사용자");
  await expect(row).toContainText("Inactive");

  const login = await request.post("/api/v1/login/access-token", {
    form: { username: email, password: "password123" },
  });
  // Inactive, so refused, but for being inactive, not for a changed password.
  expect(await login.text()).toContain("Inactive user");

  row = await openRowOf(page, request, token, email);
  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("button", { name: "Delete User" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete User" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The user was deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await request.get("/api/v1/users/?limit=1000", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await gone.text()).not.toContain(email);
});

test("the list shows five users a page, newest first, pages by ?page=, and locks the own row", async ({
  page,
  request,
}) => {
  // Three full pages at least, even on a fresh database (each run has its own).
  await Promise.all(Array.from({ length: 10 }, () => newOrganiser(request)));
  const token = await tokenFor(request, SUPERUSER.email, SUPERUSER.password);
  await signInAs(page, { token });
  await page.goto("/admin");
  const rows = page.getByTestId("user-row");
  await expect(rows).toHaveCount(5);
  // Newest first: the first superuser, made before anyone, is not among the newest five.
  await expect(rows.filter({ hasText: SUPERUSER.email })).toHaveCount(0);

  const firstPageEmails = await rows.allTextContents();
  await page.getByRole("button", { name: "2페이지" }).click();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(page.getByRole("button", { name: "2페이지" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Page 1's rows stay on screen until page 2 arrives: wait for it (a retrying assertion), not
  // for the URL alone, which changes first.
  await expect(rows).not.toHaveText(firstPageEmails);
  await expect(rows).toHaveCount(5);

  await page.getByRole("button", { name: "이전" }).click();
  await expect(page).toHaveURL(/\/admin\?page=1$/);
  await expect(page.getByRole("button", { name: "1페이지" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const own = await openRowOf(page, request, token, SUPERUSER.email);
  await expect(own).toContainText("You");
  await expect(own).toContainText("Superuser");
  await expect(own.getByRole("button", { name: /Actions for/ })).toBeDisabled();
});

test("a 5-row skeleton shows while the list loads, on /items too", async ({ page, request }) => {
  await signInAs(page, { token: await tokenFor(request, SUPERUSER.email, SUPERUSER.password) });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The list call (`/api/v1/users?skip=…`; the typed client drops the route's trailing slash).
  await page.route(/\/api\/v1\/users\/?\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/items");
  await expect(page.getByTestId("user-row-skeleton")).toHaveCount(5);
  release();
  await expect(page.getByTestId("user-row")).toHaveCount(5);
  await expect(page.getByTestId("user-row-skeleton")).toHaveCount(0);
});

test("a user who is not a superuser is sent to the dashboard and the list is never asked for", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  const listCalls: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/v1\/users\/(\?|$)/.test(req.url())) listCalls.push(req.url());
  });
  for (const path of ["/admin", "/items"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Users Management" })).toHaveCount(0);
  }
  expect(listCalls).toEqual([]);
});
