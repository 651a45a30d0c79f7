import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { chunkHolding } from "../support/e2e/chunks";
import { openInvite } from "../support/e2e/invite";

test("the invite page reads in the system's Korean font and fetches no font, in both languages", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "시스템 글꼴로 읽는 모임",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, { name: "하린", password: "1234", status: "attending" });
  const fetched: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "font" || req.resourceType() === "stylesheet") {
      fetched.push(req.url());
    }
  });
  for (const language of ["ko", "en"]) {
    const idleWork = page.waitForResponse((res) =>
      chunkHolding("web/features/invitee/sending/answering.ts").test(res.url()),
    );
    await openInvite(page, `/events/${event.id}/public?lang=${language}`);
    await idleWork;
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // The stack names the system's Korean fonts before system-ui (web/styles/theme.css).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      '"Noto Sans CJK KR"',
    );
  }
  expect(fetched).toEqual([]);
});
