import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  SUPERUSER,
  signInAs,
  submitResponse,
  tokenFor,
} from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import {
  axeAt,
  DESKTOP_FROM,
  expectNoSidewaysScroll,
  expectTouchSized,
  expectWithinWidth,
  WIDTHS,
} from "../support/e2e/layout";

/**
 * The organiser's screens at the width of each layout (a phone, a tablet upright, a
 * desktop). At each one every column's information and every action is on screen, nothing
 * sits behind a sideways scrollbar, every action opens and closes, and axe finds no serious
 * problem (below the desktop; accessibility.spec.ts covers it). The side menu is a drawer
 * below 1024 px and a column from it.
 */

/** Tables from Tailwind's md (48rem) up, cards below (tests/support/e2e/layout.ts). */
const TABLE_FROM = 768;

const LONG_TITLE =
  "띄어쓰기없이아주길게이어지는제목이표를옆으로밀어내면수정과삭제버튼이스크롤뒤로숨어버리던바로그모임의제목입니다" +
  "Supercalifragilisticexpialidocious";

type Fixture = {
  organiser: Organiser;
  adminToken: string;
  /** In the order the dashboard must list them: upcoming soonest first, then past. */
  events: { id: string; title: string }[];
};
let fx: Fixture;

// A dashboard journey opens a dozen dialogs and menus, then runs axe: more than the default.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const organiser = await newOrganiser(request, "너비 점검 주최자");
  const auth = { Authorization: `Bearer ${organiser.token}` };
  // Created out of order, so the list's order is the server's doing.
  const past = await createEvent(request, organiser, {
    title: "지난 송년회",
    event_date: daysFromNow(-10),
  });
  const full = await createEvent(request, organiser, {
    title: "정원 1명 모임",
    event_date: daysFromNow(5),
    max_participants: 1,
  });
  const long = await createEvent(request, organiser, {
    title: LONG_TITLE,
    location: "서울특별시마포구양화로어딘가아주긴주소가있는건물3층회의실",
    event_date: daysFromNow(2),
    deadline_date: daysFromNow(1),
    max_participants: 3,
  });
  await submitResponse(request, long.id, { name: "김민지", password: "1234", status: "attending" });
  await submitResponse(request, long.id, { name: "이서준", password: "1234", status: "attending" });
  // Lowered below those attending: nobody is moved out, and the dashboard says 정원 초과 1명.
  const lowered = await request.put(`/api/v1/events/${long.id}`, {
    data: { max_participants: 1 },
    headers: auth,
  });
  expect(lowered.ok()).toBe(true);
  await submitResponse(request, full.id, { name: "김민지", password: "1234", status: "attending" });
  await submitResponse(request, full.id, { name: "대기손님", password: "1234", status: "waiting" });
  await submitResponse(request, full.id, {
    name: "박하은",
    password: "1234",
    status: "not_attending",
  });
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/events/participants/stats?limit=1", { headers: auth });
      return (await res.json()).count;
    })
    .toBe(4);
  const adminToken = await tokenFor(request, SUPERUSER.email, SUPERUSER.password);
  await request.dispose();
  fx = {
    organiser,
    adminToken,
    events: [
      { id: long.id, title: LONG_TITLE },
      { id: full.id, title: "정원 1명 모임" },
      { id: past.id, title: "지난 송년회" },
    ],
  };
});

/** The page does not scroll sideways, and no box in it hides content behind its own scrollbar. */
async function expectNothingHiddenSideways(page: Page) {
  await expectNoSidewaysScroll(page);
  const scrollers = await page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((element) => getComputedStyle(element).overflowX !== "visible")
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.outerHTML.slice(0, 100)} (${element.scrollWidth}px)`),
  );
  expect(scrollers, "content behind a sideways scrollbar").toEqual([]);
}

/** Visible, and entirely inside the screen once scrolled to. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) throw new Error("no box");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** Every element of `container` with a box lies inside the screen's width. */
async function expectAllWithinWidth(container: Locator) {
  const outside = await container.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
      })
      .map((element) => element.outerHTML.slice(0, 100));
  });
  expect(outside, "parts outside the screen").toEqual([]);
}

async function fontSize(locator: Locator) {
  return locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

/** axe finds nothing serious on `screen`, at the widths accessibility.spec.ts leaves to us. */
async function expectAxeClean(page: Page, screen: string) {
  if (!axeAt(page.viewportSize()?.width ?? 0)) return;
  const problems = await axeProblems(page, screen);
  expect(problems, `serious or critical axe violations:\n${problems.join("\n")}\n`).toEqual([]);
}

/** Goes to a page through the side menu, opening the drawer first where it is one. */
async function openFromMenu(page: Page, width: number, label: string) {
  const menu = page.getByRole("navigation", { name: "Main" });
  if (width < DESKTOP_FROM) {
    await expect(menu.getByRole("link", { name: label })).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  const link = menu.getByRole("link", { name: label });
  await expectOnScreen(link);
  await link.click();
  if (width < DESKTOP_FROM) await expect(link).not.toBeInViewport();
}

/**
 * Each of one event's actions: on screen, 12 px text at least, and 삭제 below QR, never beside
 * it; with `use`, each one also opens what it should and closes again. In the table the actions
 * past 응답 보기 are in the row's menu, opened first.
 */
async function checkEventActions(
  page: Page,
  item: Locator,
  event: { id: string; title: string },
  use: boolean,
) {
  const inTable = (await item.evaluate((element) => element.tagName)) === "TR";
  const more = item.getByRole("button", { name: `${event.title} 작업 더보기` });
  const reveal = async () => {
    if (!inTable) return;
    await expectOnScreen(more);
    await more.click();
    await expect(item.getByRole("button", { name: "수정", exact: true })).toBeVisible();
  };
  const button = (name: string) => item.getByRole("button", { name, exact: true });

  const responses = item.getByRole("link", { name: "응답 보기" });
  await expectOnScreen(responses);
  await expect(responses).toHaveAttribute("href", `/events/${event.id}/responses`);
  expect(await fontSize(responses)).toBeGreaterThanOrEqual(12);

  await reveal();
  for (const name of ["수정", "링크 복사", "QR 코드", "삭제"]) {
    await expectOnScreen(button(name));
    expect(await fontSize(button(name))).toBeGreaterThanOrEqual(12);
  }
  const qr = await button("QR 코드").boundingBox();
  const remove = await button("삭제").boundingBox();
  if (!qr || !remove) throw new Error("no box");
  expect(remove.y, "삭제 is set apart below QR").toBeGreaterThanOrEqual(qr.y + qr.height + 8);
  if (!use) {
    if (inTable) await page.keyboard.press("Escape");
    await expect(button("삭제")).toBeVisible({ visible: !inTable });
    return;
  }

  await button("수정").click();
  const edit = page.getByRole("dialog", { name: "모임 수정" });
  await expect(edit.getByLabel("제목")).toHaveValue(event.title);
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  await reveal();
  await button("QR 코드").click();
  const qrDialog = page.getByRole("dialog", { name: "초대 QR 코드" });
  await expect(qrDialog.getByTestId("qr-link")).toHaveText(
    new RegExp(`/events/${event.id}/public$`),
  );
  await page.keyboard.press("Escape");
  await expect(qrDialog).toBeHidden();

  await reveal();
  await button("링크 복사").click();
  await expect(button("✓ 복사됨")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/events/${event.id}/public$`),
  );
  if (inTable) {
    await page.keyboard.press("Escape");
    await expect(button("✓ 복사됨")).toBeHidden();
  }

  await reveal();
  await button("삭제").click();
  const confirm = page.getByRole("dialog", { name: "모임 삭제" });
  await expect(confirm).toContainText(event.title);
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the dashboard at ${width} px: every event, whole, with every action working`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await signInAs(page, fx.organiser);
      await page.goto("/");
      const items = page.locator("[data-event-id]");
      await expect(items).toHaveCount(fx.events.length);
      await expect(page.getByRole("table")).toHaveCount(width >= TABLE_FROM ? 1 : 0);
      // Upcoming first, soonest on top, then the past.
      expect(await items.evaluateAll((all) => all.map((el) => el.dataset.eventId))).toEqual(
        fx.events.map((event) => event.id),
      );
      const long = items.first();
      await expect(long.getByText(LONG_TITLE, { exact: true })).toBeVisible();
      await expect(long.getByTestId("over-capacity")).toHaveText("정원 초과 1명");
      await expect(long.getByTestId("live-counts")).toContainText("참석 2/1");
      await expectNothingHiddenSideways(page);
      // Every action of every event on screen; the long title's row or card also uses each one.
      for (const [index, event] of fx.events.entries()) {
        await expectAllWithinWidth(items.nth(index));
        await checkEventActions(page, items.nth(index), event, index === 0);
      }
      await expectNothingHiddenSideways(page);

      await responsesLinkLeadsThere(page, long, fx.events[0].id);
      await expectAxeClean(page, `/ at ${width}px`);
    });

    test(`/participants at ${width} px: every column of every person, reached from the menu`, async ({
      page,
    }) => {
      await signInAs(page, fx.organiser);
      await page.goto("/");
      await openFromMenu(page, width, "참석자 현황");
      await expect(page).toHaveURL(/\/participants$/);
      const rows = page.getByTestId("participant-row");
      await expect(rows).toHaveCount(4);
      await expect(page.getByRole("table")).toHaveCount(width >= TABLE_FROM ? 1 : 0);
      const year = String(new Date().getFullYear());
      const people = [
        { name: "김민지", counts: ["2", "0", "0"], rate: "100.0%" },
        { name: "이서준", counts: ["1", "0", "0"], rate: "100.0%" },
        { name: "박하은", counts: ["0", "1", "0"], rate: "0.0%" },
        { name: "대기손님", counts: ["0", "0", "0"], rate: null },
      ];
      for (const person of people) {
        const row = rows.filter({ has: page.getByText(person.name, { exact: true }) });
        await expect(row).toHaveCount(1);
        await expectAllWithinWidth(row);
        const labels = width >= TABLE_FROM ? [] : ["참석", "불참", "미정", "최근 응답"];
        for (const label of labels)
          await expect(row.getByText(label, { exact: true })).toBeVisible();
        const counts =
          width >= TABLE_FROM
            ? row.getByRole("cell").filter({ hasText: /^\d+$/ })
            : row.locator("dd").filter({ hasText: /^\d+$/ });
        await expect(counts).toHaveText(person.counts);
        await expect(row).toContainText(year);
        const bar = row.getByRole("progressbar");
        if (person.rate) {
          await expect(row.getByText(person.rate, { exact: true })).toBeVisible();
          await expectOnScreen(bar);
        } else {
          // Only on a waiting list: no rate to blame them with, and it says why.
          await expect(row).toContainText("대기만 있음");
          await expect(row).not.toContainText("%");
          await expect(bar).toHaveCount(0);
        }
      }
      await expectOnScreen(page.getByTestId("average-rate"));
      await expectNothingHiddenSideways(page);
      await expectAxeClean(page, `/participants at ${width}px`);
    });

    test(`/admin at ${width} px: name, email, role, status and actions of every user`, async ({
      page,
      request,
    }) => {
      await signInAs(page, { token: fx.adminToken });
      const row = await openAdminRowOf(page, request, fx.organiser.email);
      const rows = page.getByTestId("user-row");
      for (const each of await rows.all()) await expectAllWithinWidth(each);
      await expect(row).toContainText(fx.organiser.full_name);
      await expect(row).toContainText(fx.organiser.email);
      await expect(row.getByText("User", { exact: true })).toBeVisible();
      await expect(row.getByText("Active", { exact: true })).toBeVisible();
      if (width < TABLE_FROM) {
        for (const label of ["Full name", "Email", "Role", "Status"]) {
          await expect(row.getByText(label, { exact: true })).toBeVisible();
        }
      }
      const actions = row.getByRole("button", { name: `Actions for ${fx.organiser.email}` });
      await expectOnScreen(actions);

      await actions.click();
      await expectOnScreen(page.getByRole("button", { name: "Edit User" }));
      await expectOnScreen(page.getByRole("button", { name: "Delete User" }));
      await page.getByRole("button", { name: "Edit User" }).click();
      const edit = page.getByRole("dialog", { name: "Edit User" });
      await expect(edit.getByLabel("Email")).toHaveValue(fx.organiser.email);
      await edit.getByRole("button", { name: "Cancel" }).click();
      await expect(edit).toBeHidden();

      // As a person would: the menu is open on screen before its item is pressed. Pressed while
      // the menu still moved into place (opening, or following a scroll), the press could land
      // on the row beneath, which closes the menu (a popover's light dismiss) and leaves the
      // click waiting for an item no longer shown: once in a full run, a three-minute timeout.
      await actions.click();
      await expectOnScreen(page.getByRole("button", { name: "Delete User" }));
      await page.getByRole("button", { name: "Delete User" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete User" });
      await expect(confirm).toContainText(fx.organiser.email);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();

      const pager = page.getByRole("navigation", { name: "페이지 이동" });
      await expectWithinWidth(page, pager.getByRole("button"));
      await expectNothingHiddenSideways(page);
      await expectAxeClean(page, `/admin at ${width}px`);
    });
  });
}

test("the dashboard in English where the table is narrowest: it fits, and a date is not a word a line", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: TABLE_FROM, height: 800 });
  await context.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
  await signInAs(page, fx.organiser);
  await page.goto("/");
  await expect(page.getByRole("columnheader", { name: "RSVP deadline" })).toBeVisible();
  const items = page.locator("[data-event-id]");
  await expect(items).toHaveCount(fx.events.length);
  await expectNothingHiddenSideways(page);
  // English headings and counts are longer than Korean's: they wrap rather than leave the date
  // beside them a word a line ('Tue,' 'Dec' '1,' '2026,' '6:09' 'PM': six lines).
  for (const item of await items.all()) {
    const date = item.getByRole("cell").nth(2);
    const lines = await date.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return Math.round(
        text.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight),
      );
    });
    expect(lines, (await date.textContent()) ?? "").toBeLessThanOrEqual(3);
  }
});

test("@touch on a phone every dashboard and admin action is at least 44 x 44 px", async ({
  page,
  request,
}) => {
  await signInAs(page, fx.organiser);
  await page.goto("/");
  const card = page.locator("[data-event-id]").first();
  // The owner's: 응답 보기, 입장 확인, 수정, 링크 복사, QR 코드, 운영진, 기록, 삭제 (decision 0043).
  const actions = card.getByRole("link").or(card.getByRole("button"));
  await expect(actions).toHaveCount(8);
  await expectTouchSized(actions);

  // The same tab, now as the superuser (signInAs only signs in a tab's first page).
  await page.evaluate((token) => localStorage.setItem("access_token", token), fx.adminToken);
  const row = await openAdminRowOf(page, request, fx.organiser.email);
  const menu = row.getByRole("button", { name: /^Actions for / });
  await expectTouchSized(menu);
  await menu.click();
  await expect(page.getByRole("button", { name: "Edit User" })).toBeVisible();
  await expectTouchSized(page.getByRole("button", { name: /^(Edit|Delete) User$/ }));
  await page.keyboard.press("Escape");
  await expectTouchSized(page.getByRole("navigation", { name: "페이지 이동" }).getByRole("button"));
});

/** 응답 보기 opens the event's responses. */
async function responsesLinkLeadsThere(page: Page, item: Locator, eventId: string) {
  await item.getByRole("link", { name: "응답 보기" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/responses$`));
  await page.goBack();
  await expect(page.locator("[data-event-id]")).toHaveCount(fx.events.length);
}

/** Opens the admin page that lists `email` (five a page, newest first; others come and go). */
async function openAdminRowOf(page: Page, request: APIRequestContext, email: string) {
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(async () => {
    const res = await request.get("/api/v1/users/?limit=1000", {
      headers: { Authorization: `Bearer ${fx.adminToken}` },
    });
    const { data } = (await res.json()) as { data: { email: string }[] };
    const index = data.findIndex((user) => user.email === email);
    await page.goto(`/admin?page=${Math.floor(index / 5) + 1}`);
    await expect(row).toBeVisible({ timeout: 3000 });
  }).toPass();
  return row;
}
