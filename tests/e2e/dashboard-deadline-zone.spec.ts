import { expect, test } from "@playwright/test";
import { createEvent, newOrganiser, signInAs } from "../support/e2e/api";

/**
 * Decision 0013: the dashboard names the zone of an event abroad after its
 * deadline as after its date, on the phone's cards (390 px) and in the table (1024 px).
 */
for (const width of [390, 1024]) {
  test(`a deadline abroad names its zone like the date beside it at ${width} px`, async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    await createEvent(request, organiser, {
      title: "베를린 송년회",
      event_date: "2031-12-19T18:00:00.000Z",
      deadline_date: "2031-12-12T22:00:00.000Z",
      time_zone: "Europe/Berlin",
    });
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, organiser);
    await page.goto("/");
    const event = page.locator("[data-event-id]").filter({ hasText: "베를린 송년회" });
    await expect(event).toContainText("2031년 12월 19일 금 오후 7:00 (베를린 시간)");
    // 22:00 UTC is 23:00 in Berlin (7 a.m. on the 13th in Seoul): Berlin's clock, and said so.
    await expect(event).toContainText("2031년 12월 12일 금 오후 11:00 (베를린 시간)");
  });
}
