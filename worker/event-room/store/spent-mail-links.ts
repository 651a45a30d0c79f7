import type { MailLink } from "../../mail/links";

/**
 * The one-tap links that have acted (decision 0025): a link acts once. What a link is made for
 * (`binds`: the reminder's time, the offer's deadline, the address's start) can come round
 * again, as when a response that replied '못 가요' attends again under the same reminder; the
 * mail's link must not release the seat a second time for whoever holds the mail. Kept by
 * response, action and `binds`, which name one mailed link; gone with the response.
 */
export class SpentMailLinks {
  constructor(private readonly sql: SqlStorage) {}

  has(link: MailLink): boolean {
    return (
      this.sql
        .exec(
          "SELECT 1 FROM spent_mail_links WHERE response_id = ? AND action = ? AND binds = ?",
          link.responseId,
          link.action,
          link.binds,
        )
        .toArray().length > 0
    );
  }

  spend(link: MailLink, now: number): void {
    this.sql.exec(
      "INSERT OR IGNORE INTO spent_mail_links (response_id, action, binds, spent_at) VALUES (?, ?, ?, ?)",
      link.responseId,
      link.action,
      link.binds,
      now,
    );
  }

  drop(responseId: string): void {
    this.sql.exec("DELETE FROM spent_mail_links WHERE response_id = ?", responseId);
  }
}
