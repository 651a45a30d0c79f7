// Screenshots of the running app for the /about gallery, saved as small WebP files in
// web/assets/screenshots/: each screen as a laptop shows it (name.webp) and as a phone shows it
// (name-phone.webp; /about gives phones these, which stay readable at a phone's width). Run
// against a started app (`npm start`, or the e2e server):
//   BASE_URL=http://localhost:8787 node scripts/about-screenshots.mjs
// ONLY=desktop or ONLY=phone makes one set. Signs in as the first superuser of the local
// .dev.vars. Re-run when the screens change; sizes are in web/features/about/screenshots.ts.
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";
const OUT = new URL("../web/assets/screenshots/", import.meta.url);
const ADMIN = { username: "admin@example.com", password: "changethis" };
/** The laptop set is scaled down to 960 px; the phone set is taken at 1.5× a 390 px phone. */
const SETS = [
  { suffix: "", viewport: { width: 1280, height: 800 }, outputWidth: 960 },
  {
    suffix: "-phone",
    viewport: { width: 390, height: 720 },
    deviceScaleFactor: 1.5,
    isMobile: true,
    hasTouch: true,
    outputWidth: 585,
  },
].filter((set) => !process.env.ONLY || (process.env.ONLY === "phone") === Boolean(set.suffix));

/** name, path (a function of the seeded event), theme, and what to do before the shot. */
const SHOTS = [
  { name: "dashboard", path: () => "/", signedIn: true, theme: "light" },
  { name: "invite", path: (event) => `/events/${event}/public`, signedIn: false, theme: "light" },
  {
    name: "responses",
    path: (event) => `/events/${event}/responses`,
    signedIn: true,
    theme: "dark",
  },
  { name: "participants", path: () => "/participants", signedIn: true, theme: "light" },
];

/** An event with a full house and a waiting list, as the screens are meant to be seen. */
async function seedEvent(accessToken) {
  const post = (path, body, auth) =>
    fetch(`${BASE_URL}/api/v1${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(auth ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const day = 86_400_000;
  const created = await post(
    "/events/",
    {
      title: "12월 팀 송년회",
      description: "한 해 동안 고생 많으셨습니다. 맛있는 저녁과 함께 올해를 돌아봐요.",
      location: "성수동 레스토랑 '모임'",
      event_date: new Date(Date.now() + 12 * day).toISOString(),
      deadline_date: new Date(Date.now() + 9 * day).toISOString(),
      max_participants: 6,
      reminder_message: "7시 정각에 시작합니다. 늦지 않게 와주세요!",
    },
    true,
  );
  const event = (await created.json()).id;
  const people = [
    ["김민지", "attending", "케이크는 제가 준비할게요!"],
    ["이서준", "attending", null],
    ["박하윤", "maybe", "일정 확인 중이에요"],
    ["최도윤", "attending", null],
    ["정지우", "attending", "기대됩니다"],
    ["강예린", "not_attending", "출장이라 아쉽네요 ㅠㅠ"],
    ["윤시우", "attending", null],
    ["한유나", "attending", null],
    ["오태민", "attending", "대기라도 걸어둘게요"],
  ];
  for (const [name, status, message] of people) {
    await post(`/events/${event}/submit`, { name, password: "1234", status, message });
  }
  return event;
}

async function token() {
  const res = await fetch(`${BASE_URL}/api/v1/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(ADMIN),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return (await res.json()).access_token;
}

/** The browser itself re-encodes the PNG as WebP, so no image tool is needed. */
async function toWebp(page, png, outputWidth) {
  const dataUrl = await page.evaluate(
    async ({ base64, width }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((img.height * width) / img.width);
      const context = canvas.getContext("2d");
      context.imageSmoothingQuality = "high";
      context.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", 0.8);
    },
    { base64: png.toString("base64"), width: outputWidth },
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const accessToken = await token();
  const event = await seedEvent(accessToken);
  for (const { suffix, outputWidth, ...device } of SETS) {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ ...device, locale: "ko-KR" });
      await context.addInitScript(
        ({ signedIn, theme, accessToken }) => {
          localStorage.setItem("theme", theme);
          if (signedIn) localStorage.setItem("access_token", accessToken);
        },
        { signedIn: shot.signedIn, theme: shot.theme, accessToken },
      );
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${shot.path(event)}`);
      await page.waitForLoadState("networkidle").catch(() => {});
      await page.waitForTimeout(1200);
      const webp = await toWebp(page, await page.screenshot(), outputWidth);
      const name = `${shot.name}${suffix}.webp`;
      await writeFile(new URL(name, OUT), webp);
      console.log(`${name} ${(webp.length / 1024).toFixed(1)} KB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
