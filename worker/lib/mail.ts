import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Config } from "./config";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Headers beyond To/From/Subject: the invitees' mails carry RFC 8058's unsubscribe pair and
   * their notice's id (`X-Notice-Id`; Email Service sets Message-ID itself and refuses ours).
   */
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

/**
 * What the courier does with a mail the sender refused, by the refusal's code (Cloudflare's
 * Workers API for Email Service throws an Error whose `code` says why,
 * https://developers.cloudflare.com/email-service/api/send-emails/workers-api/#error-codes):
 * - `address`: this recipient will never take our mail (suppressed after a bounce or a spam
 *   report, or outside the binding's allowed destinations): not retried, the address marked;
 * - `quota`: the account's day is spent: held until the quota resets;
 * - `mail`: the sender or the mail itself is wrong (an unverified sending domain, a header the
 *   service does not take): the operator's to fix; trying the same mail again cannot help;
 * - `retry`: anything else (a rate limit, the service failing, no code): tried again later.
 */
export type Refusal = "address" | "quota" | "mail" | "retry";

const REFUSALS: Record<string, Refusal> = {
  E_RECIPIENT_SUPPRESSED: "address",
  E_RECIPIENT_NOT_ALLOWED: "address",
  E_DAILY_LIMIT_EXCEEDED: "quota",
  E_SENDER_NOT_VERIFIED: "mail",
  E_SENDER_DOMAIN_NOT_AVAILABLE: "mail",
  E_VALIDATION_ERROR: "mail",
  E_FIELD_MISSING: "mail",
  E_TOO_MANY_RECIPIENTS: "mail",
  E_CONTENT_TOO_LARGE: "mail",
  E_HEADER_NOT_ALLOWED: "mail",
  E_HEADER_USE_API_FIELD: "mail",
  E_HEADER_VALUE_INVALID: "mail",
  E_HEADER_VALUE_TOO_LONG: "mail",
  E_HEADER_NAME_INVALID: "mail",
  E_HEADERS_TOO_LARGE: "mail",
};

/** A sender's refusal: its code (`E_…`, or null when it gave none) and what that means. */
export function refusalOf(error: unknown): { code: string | null; kind: Refusal } {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return { code: null, kind: "retry" };
  return { code, kind: REFUSALS[code] ?? "retry" };
}

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
