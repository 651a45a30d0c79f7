import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  type EventInput,
  newOrganiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { form, join, myResponse, openInvite, participant } from "../support/e2e/invite";

// Decision 0041: who sees the guest list. The organiser chooses '참석자 명단' in the event dialog:
// '이름 공개' (names), '인원만 공개' (count) or '비공개' (hidden); the change reaches every open
// invite page at once, through its live socket, and an invitee still sees their own response.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The line the invite page shows in place of the names under count and hidden. */
const ORGANISER_ONLY = "참석자 명단은 주최자만 볼 수 있어요.";
const HIDDEN_LINE = "이름도 인원도 보이지 않고, 자리가 있는지만 보여요.";

// The browser tests' event input (tests/support/e2e/api.ts) has no `guest_list` yet.
type GuestListInput = EventInput & { guest_list?: "names" | "count" | "hidden" };

/** A phone at 390 px of its own: no token, no storage. */
const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The dialog's '참석자 명단', a select or a group of radios (the design leaves it to the
 * dialog's other fields): `choose` picks an option by its label, `chosen` says it is picked.
 */
function guestListField(dialog: Locator) {
  const select = dialog.getByRole("combobox", { name: "참석자 명단" });
  const radios = dialog.getByRole("group", { name: "참석자 명단" });
  const isSelect = async () => {
    await expect(select.or(radios)).toBeVisible();
    return (await select.count()) > 0;
  };
  return {
    async choose(label: string) {
      if (await isSelect()) await select.selectOption({ label });
      else await radios.getByRole("radio", { name: label }).check();
    },
    async chosen(label: string) {
      if (await isSelect()) {
        await expect(select.locator("option:checked")).toHaveText(label);
      } else await expect(radios.getByRole("radio", { name: label })).toBeChecked();
    },
  };
}

/** What the page counts: the capacity block and the list's heading, as one text. */
async function countedText(page: Page) {
  const parts = await page.locator('[data-testid="capacity"], #participants-title').allInnerTexts();
  return parts.join(" ");
}

test("the organiser hides the list of an open event: the open invite page loses every name and count at once, and keeps the invitee's own response", async ({
  browser,
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "조용한 저녁 모임",
    event_date: daysFromNow(6),
    max_participants: 9,
  });
  await submitResponse(request, event.id, {
    name: "솔바람길",
    password: "5678",
    status: "attending",
    message: "조금 늦어요",
  });

  // The invitee answers on their phone, and sees both names and the count.
  const guest = await phone(browser);
  const invite = await guest.newPage();
  await openInvite(invite, `/events/${event.id}/public`);
  await join(invite, "은하수별", "1234", "참석 신청하기");
  await expect(form(invite).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  await expect(participant(invite, "솔바람길")).toBeVisible();
  await expect(participant(invite, "은하수별")).toBeVisible();
  await expect(invite.getByText("조금 늦어요")).toBeVisible();
  await expect(invite.getByTestId("attending-count")).toHaveText("2 / 9");
  await expect(myResponse(invite, "은하수별")).toContainText("참석이 확정되었습니다.");
  await expect(invite.getByText(ORGANISER_ONLY)).toHaveCount(0);
  // Marks this very page: a reload would lose it.
  await invite.evaluate(() => {
    (window as unknown as { neverReloaded?: boolean }).neverReloaded = true;
  });

  // The organiser, on their phone, switches '참석자 명단' to '비공개' in the dialog.
  await signInAs(page, organiser);
  await page.goto("/");
  await page
    .locator(`[data-event-id="${event.id}"]`)
    .getByRole("button", { name: "수정", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "모임 수정" });
  await expect(dialog.getByLabel("제목")).toHaveValue("조용한 저녁 모임");
  const guestList = guestListField(dialog);
  await guestList.chosen("이름 공개");
  await guestList.choose("비공개");
  await expect(dialog.getByText(HIDDEN_LINE)).toBeVisible();
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 수정되었습니다" })).toBeVisible();

  // The invite page, never reloaded, loses every name and every count.
  await expect(invite.getByTestId("participant")).toHaveCount(0);
  await expect(invite.getByText("솔바람길")).toHaveCount(0);
  await expect(invite.getByText("조금 늦어요")).toHaveCount(0);
  await expect(invite.getByText(ORGANISER_ONLY)).toBeVisible();
  await expect(invite.getByText("2 / 9")).toHaveCount(0);
  await expect.poll(() => countedText(invite)).not.toMatch(/2/);
  // The invitee's own response stays in '내 응답', and only there.
  await expect(myResponse(invite, "은하수별")).toContainText("참석이 확정되었습니다.");
  await expect(invite.getByText("은하수별", { exact: true })).toHaveCount(1);
  expect(
    await invite.evaluate(() => (window as unknown as { neverReloaded?: boolean }).neverReloaded),
  ).toBe(true);

  // Opened again, the dialog says what was saved.
  await page
    .locator(`[data-event-id="${event.id}"]`)
    .getByRole("button", { name: "수정", exact: true })
    .click();
  await guestListField(page.getByRole("dialog", { name: "모임 수정" })).chosen("비공개");
  await guest.close();
});

test("under hidden an invitee who waits is told only that they wait; under count, how many are ahead", async ({
  browser,
  request,
}) => {
  const organiser = await newOrganiser(request);
  for (const [mode, ahead] of [
    ["hidden", null],
    ["count", "앞에 1명이 기다리고 있어요."],
  ] as const) {
    const input: GuestListInput = {
      title: `대기 모임 ${mode}`,
      event_date: daysFromNow(4),
      max_participants: 1,
      guest_list: mode,
    };
    const event = await createEvent(request, organiser, input);
    await submitResponse(request, event.id, {
      name: "솔바람길",
      password: "5678",
      status: "attending",
    });
    await submitResponse(request, event.id, {
      name: "달빛여우",
      password: "5678",
      status: "waiting",
    });

    const guest = await phone(browser);
    const invite = await guest.newPage();
    await openInvite(invite, `/events/${event.id}/public`);
    await join(invite, "은하수별", "1234", "대기 신청하기");
    const mine = myResponse(invite, "은하수별");
    await expect(mine, mode).toBeVisible();
    await expect(invite.getByTestId("participant"), mode).toHaveCount(0);
    await expect(invite.getByText("달빛여우"), mode).toHaveCount(0);
    if (ahead === null) {
      await expect(mine).toContainText("대기 중");
      await expect(mine).not.toContainText("앞에");
      await expect(mine).not.toContainText("번째");
    } else {
      await expect(mine).toContainText(ahead);
    }
    // After a reload too: the page reads the response through the link key it keeps.
    await invite.reload();
    // The public list lacks it: that is no reason to think it was deleted.
    const again = myResponse(invite, "은하수별");
    await expect(again, mode).toBeVisible();
    await expect(again).toContainText(ahead ?? "대기 중");
    if (ahead === null) await expect(again).not.toContainText("앞에");
    await guest.close();
  }
});

test("the simple participants page shows the counts without names under count, and neither under hidden", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  for (const mode of ["count", "hidden"] as const) {
    const input: GuestListInput = {
      title: `간단한 페이지 ${mode}`,
      event_date: daysFromNow(3),
      max_participants: 9,
      guest_list: mode,
    };
    const event = await createEvent(request, organiser, input);
    for (const name of ["솔바람길", "달빛여우"]) {
      await submitResponse(request, event.id, { name, password: "5678", status: "attending" });
    }
    await page.goto(`/events/${event.id}/participants`);
    await expect(page.getByRole("heading", { name: `간단한 페이지 ${mode}` })).toBeVisible();
    await expect(page.getByText(ORGANISER_ONLY), mode).toBeVisible();
    await expect(page.getByTestId("participants-table"), mode).toHaveCount(0);
    for (const name of ["솔바람길", "달빛여우"]) {
      await expect(page.getByText(name), mode).toHaveCount(0);
    }
    if (mode === "count") {
      await expect(page.getByTestId("attending-count")).toContainText("2 / 9");
    } else {
      await expect(page.getByText("2 / 9")).toHaveCount(0);
    }
  }
});
