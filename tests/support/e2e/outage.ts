import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { BRIEFLY, fastForwardUntil } from "./clock";

type Match = string | RegExp | ((url: URL) => boolean);

/** The server unreachable for the calls that `match`, until `restore()`; counts each one. */
export async function serverAway(page: Page, match: Match) {
  let away = true;
  let asked = 0;
  await page.route(match, (route: Route) => {
    asked++;
    return away ? route.abort("connectionrefused") : route.fallback();
  });
  return {
    asked: () => asked,
    restore: () => {
      away = false;
    },
  };
}

/**
 * The stale notice's 다시 시도 asks again (a call goes out, still refused, and the kept data and
 * the notice stay); once the server is back, the notice's own retry (every 10 s, on the page's
 * installed clock) brings fresh data and the notice leaves. Never presses after restoring: the
 * notice must leave on its own.
 */
export async function retryThenRecover(
  page: Page,
  outage: Awaited<ReturnType<typeof serverAway>>,
  notice: Locator,
) {
  const before = outage.asked();
  await notice.getByRole("button", { name: "다시 시도" }).click();
  await expect.poll(outage.asked).toBeGreaterThan(before);
  await expect(notice.getByRole("button", { name: "다시 시도" })).toBeVisible();
  outage.restore();
  await fastForwardUntil(page, () => expect(notice).toBeHidden(BRIEFLY));
}
