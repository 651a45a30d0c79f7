import { expect, type Page } from "@playwright/test";
import { TAKEOVER_MS } from "./takeover";

/** The join form of the invite page. */
export const form = (page: Page) => page.getByTestId("response-form");

/** Fills the invite form's name and password and presses `button` (참석하기, 대기 신청, ...). */
export async function join(page: Page, name: string, password: string, button: string) {
  await form(page).getByLabel("이름", { exact: true }).fill(name);
  await form(page).getByLabel("비밀번호", { exact: true }).fill(password);
  await form(page).getByRole("button", { name: button }).click();
}

/** One of this browser's responses in '내 응답'. */
export const myResponse = (page: Page, name: string) =>
  page.getByTestId("my-response").filter({ hasText: name });

/** One row of the invite page's participant list, by exact name. */
export const participant = (page: Page, name: string) =>
  page.getByTestId("participant").filter({ has: page.getByText(name, { exact: true }) });

/** One row of the organiser's responses page (`/events/{id}/responses`), by name. */
export const responseItem = (page: Page, name: string) =>
  page.getByTestId("response-item").filter({ hasText: name });

/** Waits until the app has taken over the invite page on screen: its live socket is up. */
export async function tookOver(page: Page) {
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live", {
    timeout: TAKEOVER_MS,
  });
}

/**
 * Opens an invite page and waits until it is hydrated and live. The Worker sends the page
 * already rendered; a submit before hydration posts the form to the page itself
 * (tests/e2e/invite-without-js.spec.ts), so journeys about the app wait for it.
 */
export async function openInvite(page: Page, path: string) {
  await page.goto(path);
  await tookOver(page);
}
