import { type PushNotice, pushEndpointProblem } from "#contract/push";
import { DEFAULT_LANGUAGE, isLanguage } from "#i18n/language";
import type { Config } from "../../lib/config";
import { type PushOutcome, sendPush } from "../../lib/web-push";
import { type OneTapLinks, oneTapButtons } from "../../mail/one-tap-links";
import type { RoomConfig } from "../store/types";
import { isHostPush } from "./host-outbox";
import { noticeWords } from "./notice-words";
import { recordNotice } from "./notices";
import { OutboxCourier } from "./outbox-courier";
import type { QueuedPush } from "./push-queue";
import type { StoredNotice } from "./room-notices";
import { seatReply } from "./seat-reply";

/** A push service's reply, or `unreachable`: the endpoint names no push service, never posted. */
type Delivery = PushOutcome | { kind: "unreachable" };

/** Pushes sent per round, one after another (decision 0046: one in flight at a time). */
const ROUND = 6;
/** The waits before each retry of a push whose service failed or was busy. */
const BACKOFF_SECONDS = [30, 120, 600, 3_600, 6 * 3_600];

/**
 * Sends the room's queued pushes (./outbox-courier.ts runs the rounds), and again by the alarm
 * when a push service failed, with growing waits. One push is in flight at a time and each is
 * recorded as soon as its service answers, so a crash repeats at most that one, carrying the
 * same id and tag (decision 0046). A subscription its service calls gone (404/410) is dropped
 * with everything queued for it, and so is one that names no browser push service (stored
 * before the route refused such endpoints): it is never posted to. Nothing here logs an
 * endpoint or a key. An offer's notice, and a reminder, record whether they were delivered
 * (./notices.ts).
 */
export class PushCourier extends OutboxCourier {
  /** How a push is posted (the Worker tests put a push service that stops mid-round here). */
  post: typeof sendPush = sendPush;

  constructor(
    ctx: DurableObjectState,
    private readonly config: () => Pick<Config, "vapid" | "pushTestHosts" | "secretKey">,
    wakeBy: (at: number) => Promise<void>,
    now: () => number,
    /** The event's config as the room holds it: a seat holder's '못 가요' lasts until its start. */
    private readonly heldConfig: () => RoomConfig | null,
    /** A host's browser its service called gone: dropped from the account (D1). */
    private readonly accountBrowserGone: (endpoint: string) => Promise<void>,
  ) {
    super(ctx, "push_outbox", wakeBy, now);
  }

  /** Sends one round of due pushes; how many (0: none was due). */
  protected async round(): Promise<number> {
    const { vapid, pushTestHosts, secretKey } = this.config();
    if (!vapid) return 0; // Without keys nothing can subscribe; nothing to send either.
    let sent = 0;
    while (sent < ROUND) {
      // Read afresh before each send: a push dropped meanwhile (its response gone) is not sent.
      const [push] = this.sql
        .exec<QueuedPush>(
          "SELECT * FROM push_outbox WHERE due_at <= ? ORDER BY seq LIMIT 1",
          this.now(),
        )
        .toArray();
      if (!push) break;
      const outcome: Delivery =
        pushEndpointProblem(push.endpoint, pushTestHosts) !== null
          ? { kind: "unreachable" }
          : await payloadOf(push, secretKey, this.replies(push))
              .then((notice) => this.post(push, notice, vapid))
              .catch((): Delivery => ({ kind: "refused", status: 0 }));
      this.ctx.storage.transactionSync(() => this.settle(push, outcome));
      // Durable before the next send: a crash from here on does not send this one again.
      await this.ctx.storage.sync();
      const gone = outcome.kind === "gone" || outcome.kind === "unreachable";
      if (gone && isHostPush(push)) {
        await this.accountBrowserGone(push.endpoint).catch((error: unknown) =>
          warn("a host's gone browser not dropped", error),
        );
      }
      sent += 1;
    }
    return sent;
  }

  /**
   * The one-tap replies a push offers: an offer's or a reminder's, kept with its notice, or
   * the seat holder's '못 가요', decided now as the mail's is (./seat-reply.ts).
   */
  private replies(push: QueuedPush): OneTapLinks | undefined {
    const stored = JSON.parse(push.notice) as StoredNotice;
    return stored.answers ?? seatReply(this.sql, push, this.heldConfig(), this.now());
  }

  private settle(push: QueuedPush, outcome: Delivery): void {
    if (outcome.kind === "unreachable") warn("push dropped", "its endpoint names no push service");
    if (outcome.kind === "gone" || outcome.kind === "unreachable") {
      // A deleted event's room keeps only its outbox: no subscriptions left to drop there.
      if (push.response_id !== null) {
        this.sql.exec("DELETE FROM push_subscriptions WHERE endpoint = ?", push.endpoint);
      }
      this.sql.exec("DELETE FROM push_outbox WHERE endpoint = ?", push.endpoint);
      recordNotice(this.sql, push.change_key, push.response_id, false);
      return;
    }
    const attempts = push.attempts + 1;
    if (outcome.kind === "retry" && attempts <= BACKOFF_SECONDS.length) {
      const wait = Math.max(BACKOFF_SECONDS[attempts - 1], outcome.afterSeconds ?? 0);
      this.sql.exec(
        "UPDATE push_outbox SET attempts = ?, due_at = ? WHERE seq = ?",
        attempts,
        this.now() + wait * 1000,
        push.seq,
      );
      return;
    }
    if (outcome.kind !== "sent") {
      const status = outcome.status;
      warn("push given up", new Error(`push service answered ${status ?? "nothing"}`));
    }
    this.sql.exec("DELETE FROM push_outbox WHERE seq = ?", push.seq);
    recordNotice(this.sql, push.change_key, push.response_id, outcome.kind === "sent");
  }
}

/**
 * What the browser is sent: the notice worded now in its recipient's language, and for one that
 * offers one-tap replies its buttons, each the page of a one-tap link signed now (public/sw.js
 * opens it).
 */
async function payloadOf(
  push: QueuedPush,
  secret: string,
  replies: OneTapLinks | undefined,
): Promise<PushNotice> {
  const stored = JSON.parse(push.notice) as StoredNotice;
  const language = isLanguage(push.language) ? push.language : DEFAULT_LANGUAGE;
  const { title, lines } = noticeWords(stored, language);
  const notice: PushNotice = {
    title,
    body: lines.join("\n"),
    url: stored.url,
    tag: stored.tag,
    id: push.notice_id ?? `${push.seq}`,
  };
  if (!replies || push.response_id === null) return notice;
  const buttons = await oneTapButtons(replies, push.response_id, secret, language);
  return {
    ...notice,
    actions: buttons.map(({ action, title, path }) => ({ action, title, url: path })),
  };
}

const warn = (msg: string, error: unknown) =>
  console.warn(JSON.stringify({ level: "warn", msg, error: String(error) }));
