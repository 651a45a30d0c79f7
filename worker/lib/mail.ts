import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Config } from "./config";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Headers beyond To/From/Subject: the invitees' mails carry RFC 8058's unsubscribe pair. */
  headers?: Record<string, string>;
}

/** The one way the app sends mail; which sender is used depends on the environment. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** Local mode: mails land in D1, headers and all, readable at GET /api/v1/utils/outbox. */
export const outboxSender = (db: Db): MailSender => ({
  async send({ headers, ...mail }) {
    await db.insert(mailOutbox).values({
      id: crypto.randomUUID(),
      ...mail,
      headers: headers ? JSON.stringify(headers) : null,
    });
  },
});

/** Production: Cloudflare Email Service through the `send_email` binding named EMAIL. */
export const emailServiceSender = (binding: SendEmail | undefined, from: string): MailSender => ({
  async send(mail) {
    if (!binding) throw new Error("The EMAIL send_email binding is not configured");
    await (binding as unknown as { send(message: Mail & { from: string }): Promise<unknown> }).send(
      { from, ...mail },
    );
  },
});

export const createMailSender = (env: Env, config: Config, db: Db): MailSender =>
  config.isProduction ? emailServiceSender(env.EMAIL, config.mailFrom) : outboxSender(db);
