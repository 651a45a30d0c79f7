import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, signInAs } from "../support/e2e/api";
import { join, openInvite } from "../support/e2e/invite";
import { mailAbout } from "../support/e2e/mail";
import {
  browserWithPush,
  type PushNotice,
  pushServiceForSpec,
  serviceWorkerOf,
  vapidPublicKey,
} from "../support/e2e/push";

// Decision 0067: the people running an event hear of its answers, by mail to the account's
// address and by push to the browsers they turned it on in. The Worker pushes to the local
// push service; the browser's side of it is imitated (tests/support/e2e/push.ts says why).

const pushService = pushServiceForSpec();

test.use({ viewport: { width: 390, height: 844 } });

test("@notifications an owner turns on notices in this browser, picks each answer, hears of an invitee's, and signs out", async ({
  browser,
  request,
}) => {
  const owner = await newOrganiser(request, "보드게임 주최자");
  const authorization = { Authorization: `Bearer ${owner.token}` };
  // The account hears nothing by default here, so the owner's own pick is what turns it on.
  const quiet = await request.patch("/api/v1/users/me", {
    data: { host_notifications: "off" },
    headers: authorization,
  });
  expect(quiet.status()).toBe(200);
  const event = await createEvent(request, owner, {
    title: "목요일 보드게임",
    event_date: daysFromNow(5),
    max_participants: 8,
  });

  // The owner's phone: notifications allowed, a push service at hand.
  const serverKey = await vapidPublicKey(request);
  const owners = await pushService.subscribe(serverKey);
  const { context, page } = await browserWithPush(browser, owners, serverKey);
  await signInAs(page, owner);
  await page.goto(`/events/${event.id}/responses`);
  const card = page.getByTestId("host-notices-card");
  await expect(card.getByRole("radio", { name: "받지 않음" })).toBeChecked();
  await expect(card.getByTestId("host-notices-mail")).toHaveCount(0);

  await card.getByRole("button", { name: "이 브라우저로 알림 받기" }).click();
  await expect(card.getByTestId("account-push-on")).toContainText("이 브라우저로 받는 중");
  await card.getByText("응답마다", { exact: true }).click();
  await expect(card.getByRole("radio", { name: "응답마다" })).toBeChecked();
  const saved = page.getByRole("status").filter({ hasText: "알림 설정을 바꿨어요" });
  await expect(saved).toBeVisible();
  // Closed, as the phone's header under it is wanted again at the end.
  await saved.getByRole("button", { name: "Close" }).click();
  await expect(card.getByTestId("host-notices-mail")).toHaveText(
    `알림은 ${owner.email}(으)로 메일로도 가요`,
  );
  // Kept by the server, for this event and this browser.
  const mode = await request.get(`/api/v1/events/${event.id}/notifications`, {
    headers: authorization,
  });
  expect(await mode.json()).toEqual({ mode: "each" });
  const browsers = await request.get("/api/v1/users/me/push", { headers: authorization });
  expect(await browsers.json()).toEqual({ endpoints: [owners.endpoint] });

  // An invitee answers, in a browser of their own.
  const invitee = await browser.newContext();
  const invite = await invitee.newPage();
  await openInvite(invite, `/events/${event.id}/public`);
  await join(invite, "김민지", "minji1", "참석 신청하기");
  await expect(invite.getByTestId("my-response")).toContainText("김민지");
  await invitee.close();

  // The owner's browser gets the notice, for the event's responses page.
  await expect.poll(() => pushService.received(owners), { timeout: 15_000 }).toHaveLength(1);
  const [payload] = await pushService.received(owners);
  const notice = JSON.parse(payload) as PushNotice;
  expect(notice.title).toBe("'목요일 보드게임' 새 응답");
  expect(notice.body).toContain("김민지님이 참석해요");
  expect(notice.url).toBe(`/events/${event.id}/responses`);
  // Handed to the browser as its push service would: the service worker shows it, and a tap
  // opens its url (tests/web/push/service-worker-actions.test.ts).
  const worker = await serviceWorkerOf(page);
  await worker.deliver(payload);
  await expect.poll(worker.shown).toEqual([
    {
      title: "'목요일 보드게임' 새 응답",
      body: notice.body,
      tag: notice.tag,
      data: { url: `/events/${event.id}/responses` },
      icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
    },
  ]);
  // And by mail, to the account's address.
  const mail = await mailAbout(request, owner.email, "목요일 보드게임");
  expect(mail.text).toContain("김민지님이 참석해요");

  // Signing out takes this browser off the account: whoever uses it next hears nothing more.
  await page.getByTestId("user-menu").click();
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/users/me/push", { headers: authorization });
      return ((await res.json()) as { endpoints: string[] }).endpoints;
    })
    .toEqual([]);
  await context.close();
});
