import { chromium } from "playwright";
const [eventId] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [width, scheme] of [[390, "light"], [390, "dark"], [1024, "light"], [1024, "dark"]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme, locale: "ko-KR" });
  await page.goto(`http://localhost:8811/events/${eventId}/public`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "참석 신청하기" }) });
  await form.getByLabel("이름", { exact: true }).fill(`사진${width}${scheme}`);
  await form.getByLabel("비밀번호", { exact: true }).fill("pass1");
  await form.getByRole("button", { name: "참석 신청하기" }).click();
  const erase = page.getByRole("button", { name: /내 정보 삭제/ });
  await erase.first().waitFor();
  await erase.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/erase-${width}-${scheme}.png` });
  await erase.first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/erase-ask-${width}-${scheme}.png` });
  await page.close();
}
await browser.close();
