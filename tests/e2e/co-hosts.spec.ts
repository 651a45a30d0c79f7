import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import encodeQR from "qr";
import { passAddress } from "../../web/lib/check-in-pass";
import {
  checkInPassOf,
  createEvent,
  daysFromNow,
  newOrganiser,
  provenOrganiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { axeProblems } from "../support/e2e/axe";
import { exportedCsv } from "../support/e2e/csv";
import { browserWithCamera, qrCameraFile } from "../support/e2e/fake-camera";
import { form, openInvite, responseItem } from "../support/e2e/invite";
import { linkIn, mailAbout, newAddress } from "../support/e2e/mail";

// Decision 0043: co-hosts and the door. The owner adds a manager whose account proved its address
// (a completed password reset) and invites a
// door keeper who has none; the door keeper signs up through the mail's link and, on a phone,
// checks one guest in found by 초성 and another by scanning the QR her personal link shows (a
// fake camera showing that QR: Chromium on Linux has no BarcodeDetector, so the page reads it
// with the qr package's decoder). The QR holds a check-in pass, not the link's key (decision
// 0045): it checks her in, and opened in a browser it opens nothing of her response. The owner
// sees both arrive live and downloads them in the CSV.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

const newPhone = (browser: Browser) =>
  browser.newContext({ ...PHONE, locale: "ko-KR", timezoneId: "Asia/Seoul" });

/** One event's card on the dashboard (the phone's layout). */
const card = (page: Page, title: string) =>
  page.getByRole("list", { name: "내 모임 목록" }).getByRole("listitem").filter({ hasText: title });

/** '18:28': a check-in's time of day as the door shows it. */
const CLOCK = /\d\d:\d\d/;

test("an owner adds a manager and invites a door keeper, who checks one guest in by 초성 and one by her QR; the owner sees both live and in the CSV", async ({
  page,
  browser,
  request,
}) => {
  // Four people on three browsers, a sign-up and a camera: a long journey on a loaded machine.
  test.setTimeout(180_000);
  const owner = await newOrganiser(request, "김주최");
  const manager = await provenOrganiser(request, "이운영");
  const doorKeeper = newAddress("door");
  const title = "운영진과 함께하는 송년회";
  const event = await createEvent(request, owner, {
    title,
    event_date: daysFromNow(10),
    max_guests: 2,
  });
  await submitResponse(request, event.id, {
    name: "홍길동",
    password: "1111",
    status: "attending",
    guests: 1,
  });
  await submitResponse(request, event.id, { name: "박서준", password: "3333", status: "maybe" });

  // 김민지 answers on her phone; her personal link shows a QR to show at the door.
  const guestPhone = await newPhone(browser);
  const minji = await guestPhone.newPage();
  await openInvite(minji, `/events/${event.id}/public`);
  await form(minji).getByLabel("이름", { exact: true }).fill("김민지");
  await form(minji).getByLabel("비밀번호", { exact: true }).fill("2222");
  await form(minji).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(form(minji).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  const mine = minji.getByTestId("my-responses");
  await mine.getByRole("button", { name: "내 응답 링크" }).click();
  await expect(mine.getByTestId("response-link-qr")).toContainText("입장할 때 이 QR을 보여 주세요");
  await expect(mine.getByAltText("입장 QR 코드")).toBeVisible();
  const personalLink = await mine.getByRole("textbox", { name: "내 응답 링크" }).inputValue();
  expect(personalLink).toMatch(new RegExp(`/events/${event.id}/public#key=[A-Za-z0-9_-]{43}$`));
  // The QR on her screen is her check-in pass at the door's address, with nothing of the key.
  const key = personalLink.split("#key=")[1] ?? "";
  const pass = await checkInPassOf(request, event.id, key);
  const doorQr = passAddress(new URL(personalLink).origin, event.id, pass);
  expect(doorQr).not.toContain(key);
  const drawn = encodeURIComponent(encodeQR(doorQr, "svg", { ecc: "medium", border: 1 }));
  await expect(mine.getByAltText("입장 QR 코드")).toHaveAttribute(
    "src",
    `data:image/svg+xml;charset=utf-8,${drawn}`,
  );

  // The owner: '운영진' on the event's card adds the manager (an account: at once) and invites
  // the door keeper (no account: a mail).
  await signInAs(page, owner);
  await page.goto("/");
  await card(page, title).getByRole("button", { name: "운영진" }).click();
  const hosts = page.getByRole("dialog", { name: "운영진" });
  const addHost = async (email: string, role: string, said: string) => {
    await hosts.getByLabel("이메일").fill(email);
    await hosts.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
    await hosts.getByRole("button", { name: "추가", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
  };
  await addHost(manager.email, "공동 주최", "추가했어요");
  await expect(hosts.getByTestId("host-row")).toContainText(manager.email);
  await addHost(doorKeeper, "입장 확인", "초대 메일을 보냈어요");
  await expect(hosts.getByTestId("host-invitation")).toContainText(doorKeeper);
  await page.keyboard.press("Escape");
  await expect(hosts).toBeHidden();

  // The manager's dashboard lists the event as '공동 주최'.
  const managerPhone = await newPhone(browser);
  const managerPage = await managerPhone.newPage();
  await signInAs(managerPage, manager);
  await managerPage.goto("/");
  await expect(card(managerPage, title).getByTestId("event-role")).toHaveText("공동 주최");

  // The owner watches the responses page from now on, never reloading it.
  await page.goto(`/events/${event.id}/responses`);
  await expect(page.getByTestId("response-item")).toHaveCount(3);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");

  // The door keeper's phone, whose camera shows 김민지's QR.
  const dir = await mkdtemp(join(tmpdir(), "door-camera-"));
  const doorBrowser = await browserWithCamera(await qrCameraFile(doorQr, dir));
  try {
    const doorPhone = await newPhone(doorBrowser);
    const door = await doorPhone.newPage();
    const base = new URL(page.url()).origin;

    // Signs up through the invitation mail's link, then signs in.
    const mail = await mailAbout(request, doorKeeper, "운영진 초대");
    const invitation = new URL(linkIn(mail, "가입하고 함께하기"));
    await door.goto(`${base}${invitation.pathname}${invitation.hash}`);
    await expect(door.getByText("운영진 초대를 받았어요.", { exact: false })).toBeVisible();
    await door.getByLabel("Full Name").fill("문지기");
    await door.getByLabel("Email").fill(doorKeeper);
    await door.getByLabel("Password", { exact: true }).fill("password123");
    await door.getByLabel("Confirm Password").fill("password123");
    await door.getByRole("button", { name: "회원가입" }).click();
    await expect(door).toHaveURL(/\/login$/);
    await door.getByLabel("Email").fill(doorKeeper);
    await door.getByLabel("Password").fill("password123");
    await door.getByRole("button", { name: "Log In" }).click();

    // Her dashboard: the event as '입장 확인', and its door.
    const doorCard = card(door, title);
    await expect(doorCard.getByTestId("event-role")).toHaveText("입장 확인");
    await doorCard.getByRole("link", { name: "입장 확인" }).click();
    await expect(door).toHaveURL(new RegExp(`/events/${event.id}/door$`));
    await expect(door.getByRole("heading", { name: title })).toBeVisible();
    await expect(door.getByTestId("door-count")).toHaveText("입장 0 / 참석 3명");
    await expect(door.getByTestId("door-other")).toHaveText(["박서준미정"]);

    // By name: 'ㅎㄱㄷ' finds 홍길동 and his guest.
    await door.getByRole("searchbox", { name: "이름 검색" }).fill("ㅎㄱㄷ");
    await expect(door.getByTestId("door-row")).toHaveCount(1);
    await door.getByRole("button", { name: "홍길동 입장", exact: true }).click();
    await expect(door.getByTestId("door-checked-in")).toHaveText(
      new RegExp(`^입장 완료 · ${CLOCK.source} · 문지기$`),
    );
    await expect(door.getByTestId("door-count")).toHaveText("입장 2 / 참석 3명");
    await door.getByRole("searchbox", { name: "이름 검색" }).fill("");

    // By QR: the camera shows 김민지's check-in pass.
    await door.getByRole("button", { name: "QR 스캔" }).click();
    await expect(door.getByTestId("door-notice")).toHaveText("김민지입장 완료", {
      timeout: 20_000,
    });
    await expect(door.getByTestId("qr-scanner")).toHaveAttribute("data-reader", "qr");
    await expect(door.getByTestId("door-count")).toHaveText("입장 3 / 참석 3명");
    await door.getByRole("button", { name: "스캔 닫기" }).click();
    await expect(door.getByTestId("door-row").filter({ hasText: "김민지" })).toContainText(
      "입장 완료",
    );
    // The door at 390 px, a row of each kind on it, holds the app's accessibility bar in both
    // themes (a door phone in a dark hall may well be on the dark one).
    expect(await axeProblems(door, "door page")).toEqual([]);
    await door.emulateMedia({ colorScheme: "dark" });
    expect(await axeProblems(door, "door page, dark")).toEqual([]);
    await door.emulateMedia({ colorScheme: "light" });

    // What the QR holds opens nothing of her response: on the phone of someone who photographed
    // it, its address is a host's page and sends a stranger to the app's front page, and its
    // signature taken for a personal link's key
    // opens no response (the QR of before opened hers, ready to change or cancel).
    const stranger = await newPhone(browser);
    const photo = await stranger.newPage();
    await photo.goto(doorQr);
    await expect(photo).toHaveURL(/\/about$/);
    await expect(photo.getByText("김민지")).toHaveCount(0);
    await photo.goto(`/events/${event.id}/public#key=${pass.split(".")[1]}`);
    await expect(
      photo.getByRole("alert").filter({ hasText: "이 응답 링크는 더 이상 열리지 않습니다" }),
    ).toBeVisible();
    await expect(form(photo)).toHaveAttribute("data-mode", "new");
    await expect(photo.getByTestId("my-responses")).toHaveCount(0);
    await stranger.close();

    // The owner saw both arrive without a reload.
    await expect(responseItem(page, "홍길동").getByTestId("check-in-mark")).toContainText("문지기");
    await expect(responseItem(page, "김민지").getByTestId("check-in-mark")).toContainText("문지기");
    await expect(responseItem(page, "박서준").getByTestId("check-in-mark")).toHaveCount(0);
    await expect(page.getByText("입장 3 / 참석 3명")).toBeVisible();

    // The CSV has both.
    const { cells } = await exportedCsv(page);
    const cellsOf = (name: string) => cells(name, ["입장 시각", "입장 처리"]);
    expect(cellsOf("홍길동")).toEqual([expect.stringMatching(/^\d{4}년 .+:\d\d$/), "문지기"]);
    expect(cellsOf("김민지")).toEqual([expect.stringMatching(/^\d{4}년 .+:\d\d$/), "문지기"]);
    expect(cellsOf("박서준")).toEqual(["", ""]);
  } finally {
    await doorBrowser.close();
    await rm(dir, { recursive: true, force: true });
    await guestPhone.close();
    await managerPhone.close();
  }
});
