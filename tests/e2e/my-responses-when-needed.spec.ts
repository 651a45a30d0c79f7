import { expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { chunkHolding } from "../support/e2e/chunks";
import { form, join, myResponse, openInvite } from "../support/e2e/invite";

/** The chunk of '내 응답' (web/app/my-responses-with-channels.tsx), in either language's tree. */
const myResponsesChunk = () => chunkHolding("web/app/my-responses-with-channels.tsx");
/** What answering needs, fetched once the page is idle (the idle work's mark). */
const answeringChunk = () => chunkHolding("web/features/invitee/sending/answering.ts");

async function invitePath(request: Parameters<typeof newOrganiser>[0]) {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "처음 온 사람은 내 응답을 받지 않는 모임",
    event_date: daysFromNow(4),
  });
  return `/events/${event.id}/public`;
}

/** Every request for '내 응답' the page makes from now on. */
function myResponsesRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (myResponsesChunk().test(req.url())) seen.push(req.url());
  });
  return seen;
}

/** Opens the page and waits until its idle work is done and the network has gone quiet. */
async function openAndSettle(page: Page, path: string) {
  const idleWork = page.waitForResponse((res) => answeringChunk().test(res.url()));
  await openInvite(page, path);
  await idleWork;
  await page.waitForLoadState("networkidle");
}

test("a visitor who has not answered on this device fetches no '내 응답' until they answer, then sees it at once", async ({
  page,
  request,
}) => {
  const path = await invitePath(request);
  const requested = myResponsesRequests(page);
  await openAndSettle(page, path);
  expect(requested).toEqual([]);

  await join(page, "첫손님", "1234", "참석 신청하기");
  await expect(myResponse(page, "첫손님")).toBeVisible();
  expect(requested).toHaveLength(1);
});

test("a reader who answered on this device gets '내 응답' with the page, before touching anything", async ({
  page,
  request,
}) => {
  const path = await invitePath(request);
  await openInvite(page, path);
  await join(page, "다시온손님", "1234", "참석 신청하기");
  await expect(myResponse(page, "다시온손님")).toBeVisible();

  const requested = myResponsesRequests(page);
  // The browser's cache would hide a second download from the network: each load asks anew.
  await page.route(myResponsesChunk(), (route) => route.continue());
  await openAndSettle(page, path);
  expect(requested.length).toBeGreaterThan(0);
  await expect(myResponse(page, "다시온손님")).toBeVisible();
  await expect(form(page)).toBeVisible();
});
