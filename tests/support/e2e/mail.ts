import { type APIRequestContext, expect, type Page } from "@playwright/test";

export { linkIn } from "../mail-links";

/** A mail as the local outbox keeps it (what production sends through the Email Service). */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/**
 * The newest mail to `address` whose subject has `words`, waited for: mail goes out just after
 * the answer that queued it. Addresses are unique per journey, so runs side by side never meet.
 */
export async function mailAbout(
  request: APIRequestContext,
  address: string,
  words: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/v1/utils/outbox?limit=1000");
        const { data } = (await res.json()) as { data: OutboxMail[] };
        found = data.find((mail) => mail.to === address && mail.subject.includes(words));
        return found !== undefined;
      },
      { message: `a mail about '${words}' to ${address}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** A unique notification address for one invitee of one journey. */
export const newAddress = (who: string) => `${who}-${crypto.randomUUID().slice(0, 12)}@example.com`;

/**
 * Follows a mail's one-tap link as its reader would: opens its page (which asks `asks`, when
 * given), presses its one button, and sees it done. The link names the app's public address;
 * the run serves its path here.
 */
export async function followMailLink(page: Page, link: string, button: string, asks?: string) {
  await page.goto(new URL(link).pathname);
  if (asks !== undefined) await expect(page.getByText(asks)).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: "완료되었어요" })).toBeVisible();
}
