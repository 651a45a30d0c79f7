import { m } from "#messages";

/** An event title as part of a file name: characters no file system accepts become '_'. */
export function fileSafe(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return safe || m.organiser_file_event();
}
