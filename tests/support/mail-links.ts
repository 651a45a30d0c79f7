/**
 * A mail's one-tap links as its text lists them (`label: url` lines), for the Worker tests and
 * the browser journeys alike: both read mails from the local outbox.
 */

/** The one-tap links of a mail's text, by their label ('이메일 확인', '참석 확정', ...). */
export function linksIn(mail: { text: string }): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of mail.text.matchAll(/^(.+?): (https?:\/\/\S+)$/gm)) {
    links[match[1] as string] = match[2] as string;
  }
  return links;
}

/** The link of one label, or a failure naming what the mail had. */
export function linkIn(mail: { subject: string; text: string }, label: string): string {
  const link = linksIn(mail)[label];
  if (!link) throw new Error(`no '${label}' link in mail '${mail.subject}': ${mail.text}`);
  return link;
}

/** The reset token of a recovery mail's link (`/reset-password?token=…`). */
export function resetTokenIn(mail: { text: string }): string {
  const match = /\/reset-password\?token=([^\s"<&]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return decodeURIComponent(match[1] as string);
}
