/**
 * The installed app's icons (public/icons/*.png, named by public/manifest.webmanifest and the
 * pages' head), drawn from the brand mark public/favicon.svg by Chromium, so they match the
 * favicon pixel for pixel. Run by hand when the mark changes, and commit the PNGs:
 *   npx node scripts/build/app-icons.ts
 */
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

const PUBLIC = new URL("../../public/", import.meta.url);
const mark = readFileSync(new URL("favicon.svg", PUBLIC), "utf8");
/** The mark's own box in favicon.svg's 48-unit grid (x 4-44, y 3-44), squared and centred. */
const MARK_BOX = "3.5 3 41 41";
const centred = mark.replace(/viewBox="[^"]*"/, `viewBox="${MARK_BOX}"`);

/**
 * The status-bar badge: Android uses only its alpha channel, so it is the mark's outline in
 * one colour: the check and a gap around the rings cut out of it (the favicon's shapes).
 */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_BOX}">
<mask id="check"><rect x="0" y="0" width="48" height="48" fill="#fff"/>
<path d="M15 30l6 6 12-13" fill="none" stroke="#000" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
<g fill="#000" stroke="#000" stroke-width="3"><rect x="13" y="3" width="5" height="10" rx="2.5"/><rect x="30" y="3" width="5" height="10" rx="2.5"/></g></mask>
<g fill="#fff"><rect x="4" y="8" width="40" height="36" rx="8" mask="url(#check)"/>
<rect x="13" y="3" width="5" height="10" rx="2.5"/><rect x="30" y="3" width="5" height="10" rx="2.5"/></g></svg>`;

type Icon = {
  file: string;
  size: number;
  svg: string;
  /** The mark's share of the side. */
  scale: number;
  /** None: transparent. */
  background?: string;
};

const ICONS: Icon[] = [
  // Shown as they are (browser tabs, install prompts, desktop shortcuts).
  { file: "icon-192.png", size: 192, svg: centred, scale: 0.92 },
  { file: "icon-512.png", size: 512, svg: centred, scale: 0.92 },
  // Android crops maskable icons to a shape of its own: the mark keeps inside the middle
  // circle of 80% of the side (the spec's safe zone), on a background filling the rest.
  {
    file: "icon-maskable-512.png",
    size: 512,
    svg: centred,
    scale: 0.6,
    background: "#ffffff",
  },
  // iOS fills transparency with black and rounds the corners itself.
  { file: "apple-touch-icon.png", size: 180, svg: centred, scale: 0.78, background: "#ffffff" },
  { file: "badge-96.png", size: 96, svg: badge, scale: 1 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const side = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:100vw;height:100vh;background:${icon.background ?? "transparent"}">
        <img width="${side}" height="${side}" src="data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}">
      </body>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: new URL(`icons/${icon.file}`, PUBLIC).pathname,
      omitBackground: !icon.background,
    });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
