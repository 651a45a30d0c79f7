import {
  type APIRequestContext,
  expect,
  type Page,
  test,
  type WebSocketRoute,
} from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  overCapacityEvent,
  SUPERUSER,
  signInAs,
  submitResponse,
  tokenFor,
} from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { BRIEFLY, fastForwardUntil } from "../support/e2e/clock";
import { exportedCsv } from "../support/e2e/csv";
import { responseItem } from "../support/e2e/invite";
import {
  axeAt,
  contextAt,
  expectNoSidewaysScroll,
  expectNotScrolledSideways,
  expectTouchSized,
  expectWithinWidth,
  isPhone,
  WIDTHS,
} from "../support/e2e/layout";

test("another organiser's event is not found", async ({ page, request }) => {
  const owner = await newOrganiser(request);
  const stranger = await newOrganiser(request);
  const event = await createEvent(request, owner, {
    title: "비공개 관리",
    event_date: daysFromNow(3),
  });
  await signInAs(page, stranger);
  await page.goto(`/events/${event.id}/responses`);
  await expect(
    page.getByRole("heading", { name: "요청한 정보를 찾을 수 없습니다." }),
  ).toBeVisible();
  await expect(page.getByText("비공개 관리")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/responses$`));
});

test("the responses page updates live when an invitee responds", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "실시간 응답",
    event_date: daysFromNow(7),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "첫손님",
    password: "1234",
    status: "attending",
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  await expect(page.getByRole("heading", { name: "실시간 응답" })).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(responseItem(page, "첫손님")).toContainText("참석");
  await expect(page.getByTestId("stat-total")).toHaveText("1");

  await submitResponse(request, event.id, {
    name: "늦은손님",
    password: "1234",
    status: "waiting",
    message: "자리 나면 갈게요",
  });
  await expect(responseItem(page, "늦은손님")).toContainText("대기 1번째");
  await expect(responseItem(page, "늦은손님")).toContainText("자리 나면 갈게요");
  await expect(page.getByTestId("stat-total")).toHaveText("2");
  await expect(page.getByTestId("stat-attending")).toContainText("1");
  await expect(page.getByTestId("stat-waiting")).toHaveText("1");
});

test("deleting an attendee promotes the first waiting one and says so", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "승격 확인",
    event_date: daysFromNow(7),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "참석자",
    password: "1234",
    status: "attending",
  });
  await submitResponse(request, event.id, {
    name: "대기일번",
    password: "1234",
    status: "waiting",
  });
  await submitResponse(request, event.id, {
    name: "대기이번",
    password: "1234",
    status: "waiting",
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  await expect(responseItem(page, "대기일번")).toContainText("대기 1번째");
  await expect(responseItem(page, "대기이번")).toContainText("대기 2번째");

  await responseItem(page, "참석자").getByRole("button", { name: "참석자 응답 메뉴" }).click();
  await responseItem(page, "참석자").getByRole("button", { name: "응답 삭제" }).click();
  const dialog = page.getByRole("dialog", { name: "응답 삭제" });
  await expect(dialog).toContainText("이 응답을 삭제하시겠습니까?");
  await dialog.getByRole("button", { name: "삭제" }).click();

  // Who was promoted comes from the reply's list, in Korean, as a success.
  const toast = page.getByRole("status").filter({ hasText: "참석으로 확정되었습니다" });
  await expect(toast).toContainText("Success!");
  await expect(toast).toContainText("대기일번");
  await expect(responseItem(page, "참석자")).toHaveCount(0);
  await expect(responseItem(page, "대기일번")).toContainText("참석");
  await expect(responseItem(page, "대기이번")).toContainText("대기 1번째");
  await expect(page.getByTestId("stat-waiting")).toHaveText("1");
});

test("the CSV export opens in Excel with Korean names intact", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "CSV: 송년회",
    event_date: daysFromNow(9),
  });
  await submitResponse(request, event.id, {
    name: "김하늘",
    password: "1234",
    status: "attending",
    message: "늦을 수도, 있어요",
  });
  await submitResponse(request, event.id, { name: "=1+1", password: "1234", status: "maybe" });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("response-item")).toHaveCount(2);

  const { file, bytes, lines } = await exportedCsv(page);
  expect(file.suggestedFilename()).toBe("CSV_ 송년회-응답.csv");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(lines[0]).toBe(
    "이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리",
  );
  expect(lines[1]).toMatch(
    /^김하늘,참석,0,"늦을 수도, 있어요",\d{4}년 \d{1,2}월 \d{1,2}일 [일월화수목금토] 오[전후] \d{1,2}:\d{2},,,,$/,
  );
  expect(lines[2]).toMatch(/^'=1\+1,미정,0,,/);
  expect(lines[3]).toBe("");
});

test("the QR code opens from the responses page", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "QR 응답",
    event_date: daysFromNow(2),
  });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await page.getByRole("button", { name: "QR 코드" }).click();
  const dialog = page.getByRole("dialog", { name: "초대 QR 코드" });
  await expect(dialog.getByTestId("qr-image")).toBeVisible();
  await expect(dialog.getByTestId("qr-link")).toHaveText(new RegExp(`/events/${event.id}/public$`));
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();
});

/**
 * Passes the page's live sockets through to the server, and can drop them the way a failing
 * network does: the page then falls back to polling (lib/live-connection.ts).
 */
async function droppableLiveSockets(page: Page) {
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/events\/[^/]+\/live/, (socket) => {
    socket.connectToServer();
    open.push(socket);
  });
  return {
    drop: async () => {
      for (const socket of open.splice(0)) await socket.close({ code: 1006 });
    },
  };
}

test("an outage keeps the list on screen, marked stale, until the server answers", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "입구 명단",
    event_date: daysFromNow(1),
  });
  await submitResponse(request, event.id, {
    name: "문앞손님",
    password: "1234",
    status: "attending",
  });
  await submitResponse(request, event.id, {
    name: "두번째손님",
    password: "1234",
    status: "maybe",
  });
  const sockets = await droppableLiveSockets(page);
  await signInAs(page, organiser);
  await page.clock.install();
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(page.getByTestId("response-item")).toHaveCount(2);

  // The server goes away: the socket drops, and the polling that takes over fails.
  const api = "**/api/v1/events/**";
  await page.route(api, (route) => route.abort("connectionrefused"));
  await sockets.drop();
  const notice = page.getByTestId("stale-notice");
  // A second at a time: each poll (every 5 s) starts the query afresh, and the failure shows
  // once its two retries (1 s and 2 s later) have failed too. A bigger jump would fire the
  // next poll together with the last retry and never let the failure through.
  await fastForwardUntil(page, () => expect(notice).toBeVisible(BRIEFLY), 1_000);
  await expect(notice).toContainText("서버에 연결할 수 없어");
  await expect(responseItem(page, "문앞손님")).toContainText("참석");
  await expect(responseItem(page, "두번째손님")).toContainText("미정");
  await expect(page.getByRole("heading", { name: "입구 명단" })).toBeVisible();
  await expect(page.getByTestId("stat-total")).toHaveText("2");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Someone answers meanwhile; once the server is back the page catches up on its own.
  await submitResponse(request, event.id, {
    name: "늦은손님",
    password: "1234",
    status: "attending",
  });
  await page.unroute(api);
  await fastForwardUntil(page, () => expect(notice).toBeHidden(BRIEFLY));
  await expect(responseItem(page, "늦은손님")).toBeVisible();
  await expect(page.getByTestId("stat-total")).toHaveText("3");
});

test("a superuser reads another organiser's responses but is offered no change", async ({
  page,
  request,
}) => {
  const owner = await newOrganiser(request);
  const event = await createEvent(request, owner, {
    title: "남의 모임",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, {
    name: "참가자",
    password: "1234",
    status: "attending",
  });
  await signInAs(page, { token: await tokenFor(request, SUPERUSER.email, SUPERUSER.password) });
  await page.goto(`/events/${event.id}/responses`);

  await expect(responseItem(page, "참가자")).toContainText("참석");
  await expect(page.getByTestId("read-only")).toHaveText("읽기 전용: 다른 사람의 모임");
  await expect(page.getByRole("button", { name: "참가자 응답 메뉴" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "응답 삭제" })).toHaveCount(0);
  // What only reads stays.
  await expect(page.getByRole("button", { name: "CSV 내보내기" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "QR 코드" })).toBeVisible();
});

test("the owner is not told the event is read-only", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "내 것",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, { name: "손님", password: "1234", status: "attending" });
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByRole("button", { name: "손님 응답 메뉴" })).toBeVisible();
  await expect(page.getByTestId("read-only")).toHaveCount(0);
});

test("a maximum lowered below those attending says 정원 초과 beside attending", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await overCapacityEvent(request, organiser, "줄어든 정원", ["하나", "둘", "셋"]);
  await signInAs(page, organiser);
  await page.goto(`/events/${event.id}/responses`);

  const attending = page.locator(".stat").filter({ has: page.getByTestId("stat-attending") });
  await expect(page.getByTestId("stat-attending")).toHaveText("3 / 1");
  await expect(attending.getByTestId("over-capacity")).toHaveText("정원 초과 2명");
  await expect(attending.getByTestId("over-capacity")).toBeVisible();
});

const WIDE_PEOPLE = [
  { name: "Supercalifragilisticexpialidocious-Longname-123", status: "attending" },
  {
    name: "김민지",
    status: "attending",
    message: "https://example.com/a/very/long/address/without/any/space/that/must/wrap/anyway",
  },
  { name: "박하은", status: "attending", message: "조금 늦을 수 있어요. ".repeat(8) },
  { name: "이서준", status: "maybe" },
];

/** An event with long words everywhere, over capacity, so the badge must find room too. */
async function crowdedEvent(request: APIRequestContext, organiser: Organiser) {
  const event = await createEvent(request, organiser, {
    title: "아주 긴 제목으로 화면 폭에 맞춰 줄이 바뀌는지 보는 연말 송년회 모임",
    event_date: daysFromNow(5),
    location: "서울특별시 강남구 테헤란로 123 아주 긴 건물 이름 5층 대회의실",
    max_participants: 5,
  });
  for (const person of WIDE_PEOPLE) {
    await submitResponse(request, event.id, { ...person, password: "1234" });
  }
  const lowered = await request.put(`/api/v1/events/${event.id}`, {
    data: { max_participants: 1 },
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  expect(lowered.ok()).toBe(true);
  return event;
}

for (const width of WIDTHS) {
  test(`every response and action fits at ${width} px`, async ({ browser, request }) => {
    const organiser = await newOrganiser(request);
    const event = await crowdedEvent(request, organiser);
    const context = await contextAt(browser, width);
    const page = await context.newPage();
    await signInAs(page, organiser);
    await page.goto(`/events/${event.id}/responses`);
    await expect(page.getByTestId("response-item")).toHaveCount(WIDE_PEOPLE.length);
    await expect(page.getByTestId("over-capacity")).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNotScrolledSideways(page.getByRole("region", { name: "응답 통계" }));
    // 입장 확인 (the door, decision 0043), CSV 내보내기, QR 코드, 링크 복사, 초대 페이지 열기.
    const actions = page.getByTestId("responses-actions").locator(".btn");
    await expect(actions).toHaveCount(5);
    const menus = page.getByRole("button", { name: /응답 메뉴$/ });
    await expectWithinWidth(page, actions);
    await expectWithinWidth(page, page.getByTestId("response-item"));
    await expectWithinWidth(page, menus);
    await expectWithinWidth(page, page.getByTestId("over-capacity"));

    // One height, and on one line one top: 링크 복사 sat smaller and higher than the rest.
    const boxes = await Promise.all((await actions.all()).map((a) => a.boundingBox()));
    const heights = boxes.map((box) => Math.round(box?.height ?? 0));
    expect(new Set(heights).size, `action heights ${heights}`).toBe(1);
    for (const a of boxes) {
      for (const b of boxes) {
        if (!a || !b) continue;
        const apart = Math.abs(a.y - b.y);
        expect(apart < 1 || apart >= a.height, `action tops ${a.y} and ${b.y}`).toBe(true);
      }
    }
    if (isPhone(width)) {
      await expectTouchSized(actions);
      await expectTouchSized(menus);
    }

    // The menu opens inside the screen, its items thumb-sized (with '이메일 보내기' beside it:
    // organiser-reach.spec.ts, which needs a verified address).
    await menus.first().click();
    const menu = page.getByTestId("response-item").first().getByRole("list");
    await expect(menu.getByRole("button", { name: "응답 삭제" })).toBeVisible();
    await expectWithinWidth(page, menu);
    if (isPhone(width)) await expectTouchSized(menu.getByRole("button"));
    await page.locator("h1").click();

    if (axeAt(width)) expect(await axeProblems(page, `${width} px`)).toEqual([]);
    await context.close();
  });
}
