import { expect, test, type Worker } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { join, myResponse, openInvite } from "../support/e2e/invite";
import {
  announce,
  browserWithPush,
  holdInServiceWorker,
  pushServiceForSpec,
  serviceWorkerOf,
  type TestSubscription,
  vapidPublicKey,
} from "../support/e2e/push";

// Decision 0020: a browser that replaces its push subscription keeps getting the event's pushes.
// The page tells its service worker which events to follow, the worker keeps them in the Cache API
// and hands a new subscription to each (PUT /events/{id}/push/renewal), whether the browser
// says so (pushsubscriptionchange) or replaced it silently (Chromium never says). A host's
// account that holds the browser (decision 0067) is followed the same way
// (PUT /users/me/push/renewal).

const pushService = pushServiceForSpec();

/** What the service worker keeps (public/sw.js `readMemory`), read in the worker itself. */
const followed = (worker: Worker) =>
  worker.evaluate(async () => {
    const held = await (await caches.open("moim-push-renewal")).match("/push-renewal-memory");
    return held
      ? ((await held.json()) as { events: string[]; account: boolean; endpoints: string[] })
      : null;
  });

/**
 * The browser's pushsubscriptionchange, dispatched in the worker. A page cannot make a trusted
 * one, so the handler's waitUntil refuses it; the handler's work still runs, and is waited for
 * by what the worker keeps.
 */
const subscriptionChange = (worker: Worker, old: string, renewed: TestSubscription) =>
  worker.evaluate(
    ({ old, endpoint, keys }) => {
      const { ExtendableEvent } = self as unknown as { ExtendableEvent: typeof Event };
      const event = Object.assign(new ExtendableEvent("pushsubscriptionchange"), {
        oldSubscription: { endpoint: old },
        newSubscription: { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) },
      });
      self.dispatchEvent(event);
    },
    { old, endpoint: renewed.endpoint, keys: renewed.keys },
  );

test("@notifications a renewed subscription keeps getting the event's pushes", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "갱신되는 알림 모임",
    event_date: daysFromNow(6),
  });
  const serverKey = await vapidPublicKey(request);
  const [first, quiet, renewed] = [
    await pushService.subscribe(serverKey),
    await pushService.subscribe(serverKey),
    await pushService.subscribe(serverKey),
  ];
  const { context, page } = await browserWithPush(browser, first, serverKey);
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "갱신하는 사람", "renew1", "참석 신청하기");

  // Turning notifications on: the press registers the worker, which holds `first` too.
  const row = myResponse(page, "갱신하는 사람");
  await row.getByRole("button", { name: "변경 알림 받기" }).click();
  const asking = row.getByTestId("notify-password");
  await expect(asking).toBeVisible();
  const { worker } = await serviceWorkerOf(page);
  await holdInServiceWorker(worker, first);
  await asking.getByLabel("비밀번호", { exact: true }).fill("renew1");
  await asking.getByRole("button", { name: "알림 켜기" }).click();
  await expect(row.getByTestId("notify-on")).toContainText("알림 켜짐");
  await expect
    .poll(() => followed(worker))
    .toEqual({ events: [event.id], account: false, endpoints: [first.endpoint] });

  // The browser replaces it without a word; the next visit hands the new one on.
  await holdInServiceWorker(worker, quiet);
  await openInvite(page, `/events/${event.id}/public`);
  await expect(row.getByTestId("notify-on")).toContainText("알림 켜짐");
  await expect.poll(async () => (await followed(worker))?.endpoints).toEqual([quiet.endpoint]);

  // Then it replaces it and says so.
  await holdInServiceWorker(worker, renewed);
  await subscriptionChange(worker, quiet.endpoint, renewed);
  await expect.poll(async () => (await followed(worker))?.endpoints).toEqual([renewed.endpoint]);

  expect(await announce(request, organiser, event.id, "새 구독으로도 들려요.")).toBe(1);
  await expect
    .poll(() => pushService.bodies(renewed), { timeout: 15_000 })
    .toEqual(["새 구독으로도 들려요."]);
  expect(await pushService.received(first)).toEqual([]);
  expect(await pushService.received(quiet)).toEqual([]);

  // Turned off: the worker no longer follows the event.
  await row.getByRole("button", { name: "알림 끄기: 갱신하는 사람" }).click();
  await expect(row.getByRole("button", { name: "변경 알림 받기" })).toBeVisible();
  await expect.poll(async () => (await followed(worker))?.events).toEqual([]);
  await context.close();
});

test("@notifications a host's renewed subscription keeps getting the account's notices", async ({
  browser,
  request,
}) => {
  const owner = await newOrganiser(request);
  const event = await createEvent(request, owner, {
    title: "갱신되는 주최자 알림",
    event_date: daysFromNow(6),
  });
  const serverKey = await vapidPublicKey(request);
  const [first, renewed] = [
    await pushService.subscribe(serverKey),
    await pushService.subscribe(serverKey),
  ];
  const { context, page } = await browserWithPush(browser, first, serverKey);
  await signInAs(page, owner);
  await page.goto(`/events/${event.id}/responses`);
  const card = page.getByTestId("host-notices-card");
  await card.getByRole("button", { name: "이 브라우저로 알림 받기" }).click();
  await expect(card.getByTestId("account-push-on")).toBeVisible();

  // The press registered the worker; it holds `first` too, and the page, opened again, has the
  // worker follow the account.
  const { worker } = await serviceWorkerOf(page);
  await holdInServiceWorker(worker, first);
  await page.reload();
  await expect(card.getByTestId("account-push-on")).toBeVisible();
  await expect
    .poll(() => followed(worker))
    .toEqual({ events: [], account: true, endpoints: [first.endpoint] });

  // The browser replaces the subscription and says so: the account holds the new one instead.
  await holdInServiceWorker(worker, renewed);
  await subscriptionChange(worker, first.endpoint, renewed);
  await expect.poll(async () => (await followed(worker))?.endpoints).toEqual([renewed.endpoint]);
  const held = await request.get("/api/v1/users/me/push", {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(await held.json()).toEqual({ endpoints: [renewed.endpoint] });

  // An answer reaches the owner through the new subscription only.
  await submitResponse(request, event.id, {
    name: "새 구독 확인",
    password: "check1",
    status: "attending",
  });
  await expect.poll(() => pushService.received(renewed), { timeout: 15_000 }).toHaveLength(1);
  expect(await pushService.received(first)).toEqual([]);
  await context.close();
});
