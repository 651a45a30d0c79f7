import type { ResponseAdmin, ResponsePublic } from "#contract/responses";

/** The id of a test's i-th response: a UUID ending in i. */
export const responseId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

/**
 * The i-th response as the invite page shows it (`i` its id when a string): '참석자 i', alone, no
 * message, no offer (open or lapsed), unless `fields` say otherwise.
 */
export const publicResponse = (
  i: number | string,
  status: ResponsePublic["status"],
  fields: Partial<ResponsePublic> = {},
): ResponsePublic => ({
  id: typeof i === "number" ? responseId(i) : i,
  name: `참석자 ${i}`,
  status,
  message: null,
  guests: 0,
  offer_expires_at: null,
  offer_lapsed_at: null,
  created_at: "2026-11-23T10:00:00.000Z",
  ...fields,
});

/**
 * A response as the organiser sees it, with these guests: no message, no offer (open or
 * lapsed), no wrong password today, no channel to be told through, not reminded, unless
 * `fields` say otherwise.
 */
export const adminResponse = (
  name: string,
  status: ResponseAdmin["status"],
  guests = 0,
  fields: Partial<ResponseAdmin> = {},
): ResponseAdmin => ({
  id: crypto.randomUUID(),
  name,
  status,
  message: null,
  guests,
  offer_expires_at: null,
  offer_lapsed_at: null,
  created_at: "2030-03-02T00:00:00.000Z",
  wrong_passwords_today: 0,
  channels: [],
  offer_notice: null,
  reminder: null,
  confirmed_at: null,
  answers: {},
  checked_in_at: null,
  checked_in_by: null,
  ...fields,
});

/**
 * A responses CSV (`responsesCsv`) as rows of cells: without its BOM and the last line break,
 * each quoted field (an English date: 'Sat, Dec 19, 2026, 7:00 PM') unquoted. The tests' values
 * hold no line breaks, so the lines are the rows.
 */
export const csvCells = (csv: string) =>
  csv
    .replace("\uFEFF", "")
    .trim()
    .split("\r\n")
    .map((row) =>
      [...row.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = ""]) =>
        field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
      ),
    );
