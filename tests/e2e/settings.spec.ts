import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  SUPERUSER,
  signInAs,
  submitResponse,
  tokenFor,
} from "../support/e2e/api";

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test("profile edits are saved, survive a reload, and Cancel throws edits away", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "박서준");
  await signInAs(page, organiser);
  await page.goto("/settings");
  await expect(tab(page, "My profile")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("profile-name")).toHaveText("박서준");

  await page.getByRole("button", { name: "Edit" }).click();
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Full name").fill("박서준 (수정)");
  await page.getByLabel("Email").fill("");
  await page.getByLabel("Full name").click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(save).toBeDisabled();
  const newEmail = `renamed-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel("Email").fill(newEmail);
  // A new email asks for the current password, and is not sent without it.
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Enter your current password to change your email")).toBeVisible();
  await page.getByLabel("Current Password").fill(organiser.password);
  await save.click();
  await expect(page.getByText("User updated successfully.")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("박서준 (수정)");

  await page.reload();
  await expect(page.getByTestId("profile-name")).toHaveText("박서준 (수정)");
  await expect(page.getByTestId("profile-email")).toHaveText(newEmail);

  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Full name").fill("버려질 이름");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("박서준 (수정)");
});

test("the profile refuses a name over 30 characters and a malformed email", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  await page.goto("/settings");
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Full name").evaluate((input: HTMLInputElement) => {
    input.removeAttribute("maxlength");
  });
  await page.getByLabel("Full name").fill("가".repeat(31));
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Full name").click();
  await expect(page.getByText("Full name must be at most 30 characters")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
});

test("a changed password works for the next login and the old one no longer does", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  await signInAs(page, organiser);
  await page.goto("/settings");
  await tab(page, "Password").click();

  await page.getByLabel("Current Password").fill(organiser.password);
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByLabel("Current Password").click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("The passwords do not match")).toBeVisible();

  // Same password: the server's refusal arrives as a toast.
  await page.getByLabel("New Password").fill(organiser.password);
  await page.getByLabel("Confirm Password").fill(organiser.password);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "New password cannot be the same" }),
  ).toBeVisible();

  const meter = page.getByTestId("password-strength");
  await page.getByLabel("New Password").fill("abc");
  await expect(meter).toContainText("Low");
  await page.getByLabel("New Password").fill("Moim-RSVP-2024!");
  await expect(meter).toContainText("High");
  await page.getByLabel("Confirm Password").fill("Moim-RSVP-2024!");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password updated successfully.")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveValue("");

  // Still signed in on the fresh token: the page keeps working after a reload.
  const token = () => page.evaluate(() => localStorage.getItem("access_token"));
  expect(await token()).not.toBe(organiser.token);
  await page.reload();
  await expect(page).toHaveURL(/\/settings\?tab=password$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  expect(await token()).not.toBe(organiser.token);

  const old = await request.post("/api/v1/login/access-token", {
    form: { username: organiser.email, password: organiser.password },
  });
  expect(old.status()).toBe(400);
  expect(await tokenFor(request, organiser.email, "Moim-RSVP-2024!")).toBeTruthy();
});

test("the chosen theme survives a reload and a logout", async ({ page, request }) => {
  await signInAs(page, await newOrganiser(request));
  await page.goto("/settings");
  await tab(page, "Appearance").click();
  await page.getByRole("radio", { name: /Dark Mode/ }).check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await tab(page, "Appearance").click();
  await expect(page.getByRole("radio", { name: /Dark Mode/ })).toBeChecked();

  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.goto("/login");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("a user downloads everything kept about their account as one file", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "내려받는 사람");
  const event = await createEvent(request, organiser, {
    title: "내 데이터 모임",
    event_date: daysFromNow(7),
  });
  await submitResponse(request, event.id, { name: "민지", password: "1234", status: "attending" });
  await signInAs(page, organiser);
  await page.goto("/settings");
  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "내 데이터 내려받기" }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^moim-rsvp-export-\d{4}-\d{2}-\d{2}\.json$/);
  const kept = JSON.parse(await readFile(await download.path(), "utf8")) as {
    profile: { email: string };
    events: { title: string; responses: { name: string }[] }[];
  };
  expect(kept.profile.email).toBe(organiser.email);
  expect(kept.events.map((owned) => [owned.title, owned.responses.map((r) => r.name)])).toEqual([
    ["내 데이터 모임", ["민지"]],
  ]);
});

test("a user deletes their own account and can no longer log in", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  await signInAs(page, organiser);
  await page.goto("/settings");
  await tab(page, "Danger zone").click();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmation Required" });
  await expect(dialog).toBeVisible();
  // What goes with the account, said before it can be confirmed.
  await expect(dialog.getByRole("listitem")).toHaveText([
    "내 모임, 그리고 그 모임이 받은 모든 응답과 답변",
    "다른 사람의 모임에서 맡은 운영진 역할",
    "내가 보낸 운영진 초대와 내 주소로 온 초대",
  ]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Your account has been successfully deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();

  await page.getByLabel("Email").fill(organiser.email);
  await page.getByLabel("Password").fill(organiser.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a superuser has no Danger zone tab", async ({ page, request }) => {
  await signInAs(page, { token: await tokenFor(request, SUPERUSER.email, SUPERUSER.password) });
  await page.goto("/settings");
  await expect(tab(page, "Appearance")).toBeVisible();
  await expect(tab(page, "Danger zone")).toHaveCount(0);
});

test("the open tab is in the address: a reload opens it again, arrow keys move along", async ({
  page,
  request,
}) => {
  await signInAs(page, await newOrganiser(request));
  await page.goto("/settings");
  await tab(page, "Password").click();
  await expect(page).toHaveURL(/\/settings\?tab=password$/);
  await page.reload();
  await expect(tab(page, "Password")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Current Password")).toBeVisible();

  await tab(page, "Password").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Appearance")).toBeFocused();
  await expect(page).toHaveURL(/\?tab=appearance$/);
  await page.keyboard.press("Home");
  await expect(tab(page, "My profile")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/settings$/);

  // A tab the page does not have opens the first one.
  await page.goto("/settings?tab=nonsense");
  await expect(tab(page, "My profile")).toHaveAttribute("aria-selected", "true");
});

test("at 360 px the tabs stay in one row inside the screen, the open one in view @phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, await newOrganiser(request));
  await page.goto("/settings?tab=danger-zone");
  await expect(tab(page, "Danger zone")).toHaveAttribute("aria-selected", "true");
  const row = await page.getByRole("tablist").evaluate((list) => {
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    return {
      list: box(list),
      tabs: Array.from(list.querySelectorAll('[role="tab"]'), box),
      selected: box(list.querySelector('[aria-selected="true"]') as Element),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  expect(row.tabs).toHaveLength(4);
  for (const box of row.tabs) expect(box.top).toBe(row.tabs[0].top);
  expect(row.list.left).toBeGreaterThanOrEqual(0);
  expect(row.list.right).toBeLessThanOrEqual(360);
  expect(row.pageWidth).toBeLessThanOrEqual(360);
  expect(row.selected.left).toBeGreaterThanOrEqual(row.list.left);
  expect(row.selected.right).toBeLessThanOrEqual(row.list.right);
});
