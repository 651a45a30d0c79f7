import { createDb } from "../../db/client";
import { configOf } from "../../lib/config";
import { createMailSender, type MailSender, refusalOf } from "../../lib/mail";
import { admitVerification } from "../../lib/verification-limit";
import { noticeMail } from "../../mail/notice-mail";
import type { RoomConfig } from "../store/types";
import type { QueuedMail } from "./mail-notice";
import { MailQueue } from "./mail-queue";
import { recordNotice } from "./notices";
import { OutboxCourier } from "./outbox-courier";
import { seatReply } from "./seat-reply";

/** Mails sent per round, one after another (decision 0046: one in flight at a time). */
const ROUND = 6;
/** The waits before each retry of a mail the sender could not take. */
const BACKOFF_SECONDS = [30, 120, 600, 3_600];
/** A verification mail held back by a limit is tried again once, when the limit allows. */
const HOLDS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What became of one mail: `sent`; `retry` later; `held` until `until` (a limit reached);
 * `refused` for good, with the sender's code, because of the `address` or of the `mail`.
 */
type Delivery =
  | { kind: "sent" }
  | { kind: "retry"; code: string | null }
  | { kind: "held"; until: number; why: "verifications" | "quota" }
  | { kind: "refused"; code: string; by: "address" | "mail" };

/**
 * Sends the room's queued mails (./outbox-courier.ts runs the rounds) through the app's one
 * mail sender: the Email Service binding in production, D1's outbox locally (worker/lib/mail.ts).
 * One mail is in flight at a time and each is recorded as soon as the sender answers, so a
 * crash repeats at most that one, with the same `X-Notice-Id` (decision 0046). A verification
 * mail first counts against its mailbox's and its requester's limits
 * (../../lib/verification-limit.ts) and waits, marked held, while they are spent. The sender's
 * refusals are told apart by their code (`refusalOf`): an address refused for good is marked
 * and mailed no more, a spent day's quota holds every waiting mail until the next UTC day, and
 * the rest is tried again with growing waits, then given up. An offer's notice, and a
 * reminder, record whether they were delivered (./notices.ts). A promotion's or a change's mail
 * to a seat holder carries '못 가요', decided as it is made (./seat-reply.ts). Nothing here logs
 * an address.
 */
export class MailCourier extends OutboxCourier {
  /** The sender used (the Worker tests put an imitation of the Email Service binding here). */
  sender: () => MailSender;

  constructor(
    ctx: DurableObjectState,
    private readonly env: Env,
    wakeBy: (at: number) => Promise<void>,
    now: () => number,
    /** The event's config as the room holds it: a seat holder's '못 가요' lasts until its start. */
    private readonly heldConfig: () => RoomConfig | null,
  ) {
    super(ctx, "mail_outbox", wakeBy, now);
    this.sender = () => createMailSender(env, configOf(env), createDb(env.DB));
  }

  protected async round(): Promise<number> {
    let sent = 0;
    while (sent < ROUND) {
      // Read afresh before each send: a mail forgotten meanwhile (its response gone) is not sent.
      const [mail] = this.sql
        .exec<QueuedMail>(
          "SELECT * FROM mail_outbox WHERE due_at <= ? ORDER BY seq LIMIT 1",
          this.now(),
        )
        .toArray();
      if (!mail) break;
      const outcome = await this.deliver(mail);
      this.ctx.storage.transactionSync(() => this.settle(mail, outcome));
      // Durable before the next send: a crash from here on does not send this one again.
      await this.ctx.storage.sync();
      sent += 1;
    }
    return sent;
  }

  private async deliver(mail: QueuedMail): Promise<Delivery> {
    const config = configOf(this.env);
    const now = this.now();
    try {
      if (mail.change_key.startsWith("verify:")) {
        const verdict = await admitVerification(
          this.env.DB,
          config.secretKey,
          mail.address,
          mail.source,
          now,
        );
        if (!verdict.admitted)
          return { kind: "held", until: verdict.retryAt, why: "verifications" };
      }
      const seat = seatReply(this.sql, mail, this.heldConfig(), now);
      await this.sender().send(await noticeMail(mail, config.secretKey, seat));
      return { kind: "sent" };
    } catch (error) {
      const { code, kind } = refusalOf(error);
      if (kind === "quota") return { kind: "held", until: nextUtcDay(now), why: "quota" };
      if (kind === "address" || kind === "mail")
        return { kind: "refused", code: code ?? "", by: kind };
      warn("mail not taken; retried later", code, error);
      return { kind: "retry", code };
    }
  }

  private settle(mail: QueuedMail, outcome: Delivery): void {
    const mails = new MailQueue(this.sql);
    const isVerification = mail.change_key.startsWith("verify:");
    if (outcome.kind === "held") {
      this.hold(mails, mail, outcome.until, outcome.why);
      return;
    }
    if (outcome.kind === "retry" && mail.attempts < BACKOFF_SECONDS.length) {
      this.sql.exec(
        "UPDATE mail_outbox SET attempts = ?, due_at = ? WHERE seq = ?",
        mail.attempts + 1,
        this.now() + BACKOFF_SECONDS[mail.attempts] * 1000,
        mail.seq,
      );
      return;
    }
    if (outcome.kind === "retry")
      warn("mail given up", outcome.code, `after ${mail.attempts + 1} attempts`);
    if (outcome.kind === "refused") {
      warn(`mail refused for good (${outcome.by})`, outcome.code, "not retried");
      if (outcome.by === "address" && mail.response_id !== null) {
        mails.refuse(mail.response_id, mail.channel_at, outcome.code);
      }
    }
    this.sql.exec("DELETE FROM mail_outbox WHERE seq = ?", mail.seq);
    if (isVerification && mail.response_id !== null)
      mails.hold(mail.response_id, mail.channel_at, null);
    recordNotice(this.sql, mail.change_key, mail.response_id, outcome.kind === "sent");
  }

  /**
   * Holds a mail until a limit resets. The day's quota is the account's: every mail waiting
   * would be refused too, so all wait for the new day. A verification mail is held `HOLDS`
   * times, then dropped (its holder can ask for it again): a stranger's requests do not pile up.
   */
  private hold(mails: MailQueue, mail: QueuedMail, until: number, why: "verifications" | "quota") {
    if (why === "quota") {
      warn(
        "mail held until the day's quota resets",
        "E_DAILY_LIMIT_EXCEEDED",
        new Date(until).toISOString(),
      );
      this.sql.exec("UPDATE mail_outbox SET due_at = ? WHERE due_at < ?", until, until);
      return;
    }
    if (mail.attempts >= HOLDS) {
      warn("verification mail dropped", null, "its limits were still spent after a hold");
      this.sql.exec("DELETE FROM mail_outbox WHERE seq = ?", mail.seq);
      if (mail.response_id !== null) mails.hold(mail.response_id, mail.channel_at, null);
      return;
    }
    warn("verification mail held", null, `until ${new Date(until).toISOString()}`);
    this.sql.exec(
      "UPDATE mail_outbox SET attempts = attempts + 1, due_at = ? WHERE seq = ?",
      until,
      mail.seq,
    );
    if (mail.response_id !== null) mails.hold(mail.response_id, mail.channel_at, until);
  }
}

/** When a daily quota resets: Email Service counts by UTC day. */
const nextUtcDay = (now: number) => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/**
 * One log line per mail problem, with the sender's code; a sender's error may quote the
 * recipient, so the log keeps the error's words, never the address.
 */
const warn = (msg: string, code: string | null, error: unknown) =>
  console.warn(
    JSON.stringify({
      level: "warn",
      msg,
      code,
      error: String(error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<address>"),
    }),
  );
