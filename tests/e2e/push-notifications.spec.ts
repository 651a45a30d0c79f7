import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  submitResponse,
} from "../support/e2e/api";
import { join, myResponse, openInvite } from "../support/e2e/invite";
import {
  announce,
  browserWithPush,
  type PushNotice,
  pushServiceForSpec,
  serviceWorkerOf,
  vapidPublicKey,
} from "../support/e2e/push";

// Decision 0020: an invitee without an account hears of their seat through the browser's own push.
// The Worker pushes to a real local push service, which decrypts what it gets; the browser's
// side of it is imitated (tests/support/e2e/push.ts says why).

const pushService = pushServiceForSpec();

/** The organiser's view of who has notifications on (the announcement card's numbers). */
async function subscribers(request: APIRequestContext, organiser: Organiser, eventId: string) {
  const res = await request.get(`/api/v1/events/${eventId}/announcement`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { subscribers: number }).subscribers;
}

test("@notifications a waiting invitee turns on notifications, gets a push for the seat, and can turn them off", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "알림으로 듣는 북클럽",
    event_date: daysFromNow(6),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "먼저 온 사람",
    password: "first1",
    status: "attending",
  });
  const serverKey = await vapidPublicKey(request);

  // The waiting invitee's browser: notifications allowed, a push service at hand.
  const mine = await pushService.subscribe(serverKey);
  const { context, page } = await browserWithPush(browser, mine, serverKey);
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "알림 기다리는 사람", "wait12", "대기 신청하기");
  await expect(page.getByTestId("queue-position")).toHaveText("대기 1번째");

  // Someone else waits behind, with notifications on through the API and a subscription of
  // their own: whatever reaches everyone subscribed reaches them.
  await submitResponse(request, event.id, {
    name: "뒤에 선 사람",
    password: "other1",
    status: "waiting",
  });
  const theirs = await pushService.subscribe(serverKey);
  const subscribed = await request.put(`/api/v1/events/${event.id}/push`, {
    data: {
      name: "뒤에 선 사람",
      password: "other1",
      subscription: { endpoint: theirs.endpoint, expirationTime: null, keys: theirs.keys },
    },
  });
  expect(subscribed.status()).toBe(200);
  expect(await subscribers(request, organiser, event.id)).toBe(1);

  // Turning notifications on: the press subscribes, then the response's password proves it.
  const row = myResponse(page, "알림 기다리는 사람");
  await row.getByRole("button", { name: "자리가 나면 알림 받기" }).click();
  const asking = row.getByTestId("notify-password");
  await expect(asking).toContainText("참석으로 바뀌면 이 기기로 알려드려요.");
  await asking.getByLabel("비밀번호", { exact: true }).fill("wait12");
  await asking.getByRole("button", { name: "알림 켜기" }).click();
  await expect(row.getByTestId("notify-on")).toContainText("알림 켜짐");
  expect(await subscribers(request, organiser, event.id)).toBe(2);
  // The page remembers it, and the browser still holds the subscription, after a reload.
  await openInvite(page, `/events/${event.id}/public`);
  await expect(row.getByTestId("notify-on")).toContainText("알림 켜짐");
  await expect(row.getByRole("button", { name: "자리가 나면 알림 받기" })).toHaveCount(0);

  // The one attending cancels: the seat goes to this invitee, and so does a push.
  const cancelled = await request.delete(
    `/api/v1/events/${event.id}/delete?name=${encodeURIComponent("먼저 온 사람")}&password=first1`,
  );
  expect(cancelled.status()).toBe(200);
  await expect.poll(() => pushService.received(mine), { timeout: 15_000 }).toHaveLength(1);
  const [payload] = await pushService.received(mine);
  const notice = JSON.parse(payload) as PushNotice;
  expect(Object.keys(notice).sort()).toEqual(["actions", "body", "id", "tag", "title", "url"]);
  // Holding a seat now, they may give it back from the notice (decision 0062).
  const [leave] = notice.actions ?? [];
  expect(notice.actions?.map(({ action, title }) => [action, title])).toEqual([
    ["leave", "못 가요"],
  ]);
  expect(leave?.url).toMatch(new RegExp(`^/events/${event.id}/mail/[A-Za-z0-9_.-]+$`));
  // The notice's own id, the same on a repeat after a crash (docs/decisions/0046).
  expect(notice.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(notice.title).toBe("참석이 확정되었어요");
  expect(notice.body).toContain(`'${event.title}' 대기 명단에서 참석으로 옮겨졌어요.`);
  expect(notice.url).toBe(`/events/${event.id}/public`);
  expect(notice.tag).toMatch(/^promoted-/);
  // The page, open all along, says it too.
  await expect(page.getByTestId("promotion-notice")).toContainText(
    "알림 기다리는 사람님, 참석이 확정되었습니다!",
  );

  // That payload, handed to the browser as its push service would: the service worker the
  // page registered shows it.
  const worker = await serviceWorkerOf(page);
  await worker.deliver(payload);
  await expect.poll(worker.shown).toEqual([
    {
      title: "참석이 확정되었어요",
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url, actions: { leave: leave?.url } },
      icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
    },
  ]);

  // Turning them off, now as someone attending.
  await row.getByRole("button", { name: "알림 끄기: 알림 기다리는 사람" }).click();
  await expect(row.getByRole("button", { name: "변경 알림 받기" })).toBeVisible();
  await expect(row.getByTestId("notify-on")).toHaveCount(0);
  expect(await subscribers(request, organiser, event.id)).toBe(1);

  // The organiser's announcement goes to everyone subscribed: the other invitee only.
  expect(await announce(request, organiser, event.id, "장소 입구는 2층 카페 옆이에요.")).toBe(1);
  await expect
    .poll(() => pushService.bodies(theirs), { timeout: 15_000 })
    .toEqual(["장소 입구는 2층 카페 옆이에요."]);
  // This invitee's page shows it, live; their browser got no push for it.
  await expect(page.getByRole("note").filter({ hasText: "주최자 공지" })).toContainText(
    "장소 입구는 2층 카페 옆이에요.",
  );
  // Queued for one, delivered to that one: nothing more came for this browser.
  expect(await pushService.received(mine)).toEqual([payload]);
  await context.close();
});

test("a browser without the Push API is offered mail, not push notifications", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "알림 없는 브라우저 모임",
    event_date: daysFromNow(6),
  });
  const context = await browser.newContext();
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "푸시 없는 사람", "nopush1", "참석 신청하기");
  const row = myResponse(page, "푸시 없는 사람");
  await expect(row.getByRole("button", { name: "내 응답 링크" })).toBeVisible();
  await expect(row.getByTestId("notify-button")).toHaveCount(0);
  // Mail is offered in every browser (decision 0025): the only way to be told here.
  await expect(row.getByRole("button", { name: /알림/ })).toHaveText(["이메일로 알림 받기"]);
  await expect(page.getByTestId("home-screen-hint")).toHaveCount(0);
  await context.close();
});

test("an iPhone outside the home screen is told how to get notifications", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "아이폰으로 여는 모임",
    event_date: daysFromNow(6),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "자리 차지",
    password: "seat12",
    status: "attending",
  });
  // Safari on an iPhone, in a tab: service workers, but no Push API or Notification there (iOS
  // gives them only to pages opened from the home screen).
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 664 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
    delete (window as { Notification?: unknown }).Notification;
  });
  const page = await context.newPage();
  await openInvite(page, `/events/${event.id}/public`);
  await join(page, "아이폰 대기자", "iphone1", "대기 신청하기");
  await expect(page.getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(page.getByTestId("home-screen-hint")).toContainText(
    "공유 버튼에서 '홈 화면에 추가'를 누르고, 홈 화면의 아이콘으로 열면",
  );
  await expect(page.getByTestId("notify-button")).toHaveCount(0);
  await context.close();
});
