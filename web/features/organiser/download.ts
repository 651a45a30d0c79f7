import { m } from "#messages";

/** Saves `blob` under `fileName` through a temporary link (no server round trip). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An event title as part of a file name: characters no file system accepts become '_'. */
export function fileSafe(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return safe || m.organiser_file_event();
}
