import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

/**
 * Presses 'CSV 내보내기' on the responses page and reads the file it saves: its bytes, its
 * lines (after the BOM), the header's columns, and a row's cells under named columns (the row
 * found by the name it starts with; the test's names and values hold no commas).
 */
export async function exportedCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV 내보내기" }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  const header = lines[0]?.split(",") ?? [];
  const cells = (name: string, columns: string[]) => {
    const row = lines.find((line) => line.startsWith(`${name},`))?.split(",") ?? [];
    return columns.map((column) => row[header.indexOf(column)]);
  };
  return { file, bytes, lines, header, cells };
}
