// Screenshots of the running app for the /about gallery, saved as small WebP files in
// web/assets/screenshots/. Run against a started app (`npm start`, or the e2e server):
//   BASE_URL=http://localhost:8787 node scripts/about-screenshots.mjs
// Signs in as the first superuser of the local .dev.vars. Re-run when the screens change.
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";
const OUT = new URL("../web/assets/screenshots/", import.meta.url);
const ADMIN = { username: "admin@example.com", password: "changethis" };
const VIEWPORT = { width: 1280, height: 800 };
const OUTPUT_WIDTH = 960;

/** name, path, theme, and what to do on the page before the shot. */
const SHOTS = [
  { name: "login", path: "/login", signedIn: false, theme: "light" },
  { name: "users", path: "/admin", signedIn: true, theme: "light" },
  {
    name: "password",
    path: "/settings",
    signedIn: true,
    theme: "dark",
    prepare: async (page) => {
      await page.getByRole("tab", { name: "Password" }).click();
      await page.getByLabel("New Password").fill("Moim-RSVP-2024!");
    },
  },
  {
    name: "appearance",
    path: "/settings",
    signedIn: true,
    theme: "light",
    prepare: (page) => page.getByRole("tab", { name: "Appearance" }).click(),
  },
];

async function token() {
  const res = await fetch(`${BASE_URL}/api/v1/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(ADMIN),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return (await res.json()).access_token;
}

/** The browser itself re-encodes the PNG as WebP, so no image tool is needed. */
async function toWebp(page, png) {
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
    { base64: png.toString("base64"), width: OUTPUT_WIDTH },
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const accessToken = await token();
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: "ko-KR" });
    await context.addInitScript(
      ({ signedIn, theme, accessToken }) => {
        localStorage.setItem("theme", theme);
        if (signedIn) localStorage.setItem("access_token", accessToken);
      },
      { signedIn: shot.signedIn, theme: shot.theme, accessToken },
    );
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${shot.path}`, { waitUntil: "networkidle" });
    await shot.prepare?.(page);
    await page.waitForTimeout(300);
    const webp = await toWebp(page, await page.screenshot());
    await writeFile(new URL(`${shot.name}.webp`, OUT), webp);
    console.log(`${shot.name}.webp ${(webp.length / 1024).toFixed(1)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
}
