import { createDb } from "../db/client";
import { configOf } from "../lib/config";
import { createMailSender } from "../lib/mail";
import { noticeMail } from "../mail/notice-mail";
import { admitVerification } from "../mail/verification-limit";
import type { MailNotice, QueuedMail } from "./mail-queue";
import { recordNotice } from "./notices";
import { OutboxCourier } from "./outbox-courier";

/** Mails sent at once per round. */
const ROUND = 6;
/** The waits before each retry of a mail the sender refused or could not take. */
const BACKOFF_SECONDS = [30, 120, 600, 3_600];

/** `sent`: the sender took it; `dropped`: never to be sent (over the day's verifications). */
type Delivery = "sent" | "dropped" | "retry";

/**
 * Sends the room's queued mails (./outbox-courier.ts runs the rounds) through the app's one
 * mail sender: the Email Service binding in production, D1's outbox locally (worker/lib/mail.ts).
 * A verification mail first counts against its address's day (../mail/verification-limit.ts)
 * and is dropped past it. A mail the sender refuses is tried again with growing waits, then
 * given up. An offer's notice, and a reminder, record whether they were delivered (./notices.ts). Nothing here
 * logs an address.
 */
export class MailCourier extends OutboxCourier {
  constructor(
    ctx: DurableObjectState,
    private readonly env: Env,
    wakeBy: (at: number) => Promise<void>,
  ) {
    super(ctx, "mail_outbox", wakeBy);
  }

  protected async round(): Promise<number> {
    const due = this.sql
      .exec<QueuedMail>(
        "SELECT * FROM mail_outbox WHERE due_at <= ? ORDER BY seq LIMIT ?",
        Date.now(),
        ROUND,
      )
      .toArray();
    if (due.length === 0) return 0;
    const outcomes = await Promise.all(due.map((mail) => this.deliver(mail)));
    this.ctx.storage.transactionSync(() => {
      for (const [index, mail] of due.entries()) this.settle(mail, outcomes[index]);
    });
    return due.length;
  }

  private async deliver(mail: QueuedMail): Promise<Delivery> {
    const config = configOf(this.env);
    try {
      const notice = JSON.parse(mail.notice) as MailNotice;
      if (notice.tag === "verify") {
        const admitted = await admitVerification(
          this.env.DB,
          config.secretKey,
          mail.address,
          Date.now(),
        );
        if (!admitted) {
          warn("verification mail dropped", "over the address's mails for today");
          return "dropped";
        }
      }
      const sender = createMailSender(this.env, config, createDb(this.env.DB));
      await sender.send(await noticeMail(mail, config.secretKey));
      return "sent";
    } catch (error) {
      warn("mail not taken; retried later", error);
      return "retry";
    }
  }

  private settle(mail: QueuedMail, outcome: Delivery): void {
    const attempts = mail.attempts + 1;
    if (outcome === "retry" && attempts <= BACKOFF_SECONDS.length) {
      this.sql.exec(
        "UPDATE mail_outbox SET attempts = ?, due_at = ? WHERE seq = ?",
        attempts,
        Date.now() + BACKOFF_SECONDS[attempts - 1] * 1000,
        mail.seq,
      );
      return;
    }
    if (outcome === "retry") warn("mail given up", `after ${attempts} attempts`);
    this.sql.exec("DELETE FROM mail_outbox WHERE seq = ?", mail.seq);
    recordNotice(this.sql, mail.change_key, mail.response_id, outcome === "sent");
  }
}

/** A sender's error may quote the recipient: the log keeps the error, never the address. */
const warn = (msg: string, error: unknown) =>
  console.warn(
    JSON.stringify({
      level: "warn",
      msg,
      error: String(error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<address>"),
    }),
  );
