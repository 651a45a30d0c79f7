import { chromium } from "playwright";
const [url, out, width = "390", scheme = "light"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, colorScheme: scheme });
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
