/**
 * `Content-Disposition` for a file named after what it holds (RFC 6266): the name as written
 * (`filename*`, UTF-8, for every browser of the last decade) and a plain ASCII one beside it for
 * clients that read only `filename`. Characters no file system takes (`/ \ : * ? " < > |`,
 * controls) become spaces; a name with nothing left, or an ASCII one with no letter left, is
 * `fallback`.
 */
export function attachmentDisposition(title: string, extension: string, fallback: string): string {
  const cleaned = title
    .normalize("NFC")
    // A lone surrogate cannot be written in UTF-8, and encodeURIComponent throws on one (the
    // API refuses them in titles; a header must not fail on one all the same).
    .replace(/\p{Surrogate}/gu, "")
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Cut between characters, never inside one (an emoji is two UTF-16 units).
  const written = Array.from(cleaned).slice(0, MAX_NAME).join("").trim();
  const name = written || fallback;
  const plain = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]+/g, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // Only a name with letters in it: '2차 모임' would otherwise be saved as '2'.
  const ascii = /[A-Za-z]/.test(plain) ? plain : fallback;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeRfc5987(`${name}.${extension}`)}`;
}

/** Long enough for any title a person reads; file systems take 255 bytes, a Korean letter 3. */
const MAX_NAME = 80;

/** RFC 5987's `value-chars`: what encodeURIComponent leaves, less the characters it must encode. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
