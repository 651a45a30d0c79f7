import type { ResponseStatus } from "#contract/response-rules";
import type { MailLink } from "../../mail/links";
import { mailNotice } from "../outbox/notices";
import type { PasswordAttempts } from "../store/password-attempts";
import type { ResponseStore } from "../store/response-store";
import type { RoomConfig, RoomRefusal } from "../store/types";
import { modify } from "./invitee-commands";
import type { Outcome, ResponseReply } from "./outcome";
import { refuse, refuseIfClosed } from "./refusals";
import { fillFreedSeats } from "./seating";

/**
 * What a mail's one-tap link would do, or did (decision 0025). `ready`: it can act; `used`: it
 * acted once already (`spent`), or what it was made for is over (verified already, the address
 * replaced, the offer answered, lapsed or withdrawn); `gone`: the response no longer exists.
 * The page words it from these.
 */
export interface MailLinkView {
  state: "ready" | "used" | "gone";
  action: MailLink["action"];
  event_title: string;
  /** The event's zone: the page shows the offer's deadline on the event's clock. */
  time_zone: string;
  name: string | null;
  /** The response's status now (after acting, when it acted). */
  status: ResponseStatus | null;
  /** While offered: the offer's deadline (ISO). */
  offer_expires_at: string | null;
  /**
   * Whether the link's answer can no longer be given: responses have closed (an offer), or the
   * event has begun (the reminder's answers work after the deadline, until then).
   */
  closed: boolean;
  /** Whether the response answered the reminder '참석 유지'. */
  confirmed: boolean;
  /** Whether this link acted already: it acts once, whatever the response did since. */
  spent: boolean;
}

export function mailLinkView(
  store: ResponseStore,
  config: RoomConfig,
  link: MailLink,
  now: number,
): MailLinkView {
  const row = store.byId(link.responseId);
  const view: MailLinkView = {
    state: "gone",
    action: link.action,
    event_title: config.title,
    time_zone: config.time_zone,
    name: row?.name ?? null,
    status: row?.status ?? null,
    offer_expires_at:
      row?.offer_expires_at == null ? null : new Date(row.offer_expires_at).toISOString(),
    closed: refuseIfClosed(config, now) !== null,
    confirmed: row?.confirmed_at != null,
    spent: row !== undefined && store.spentMailLinks.has(link),
  };
  if (!row) return view;
  if (view.spent) return { ...view, state: "used" };
  if (link.action === "keep" || link.action === "cant") {
    const begun = now >= Date.parse(config.event_date);
    const asked = row.status === "attending" && row.reminded_for === link.binds && !begun;
    const ready = asked && (link.action === "cant" || row.confirmed_at === null);
    return { ...view, closed: begun, state: ready ? "ready" : "used" };
  }
  if (link.action === "accept" || link.action === "decline") {
    const open = row.status === "offered" && row.offer_expires_at === link.binds;
    return { ...view, state: open && !view.closed ? "ready" : "used" };
  }
  const channel = store.notices.mails.channel(row.id);
  const current = channel?.created_at === link.binds;
  const ready = link.action === "verify" ? current && channel?.verified_at === null : current;
  return { ...view, state: ready ? "ready" : "used" };
}

/**
 * Follows a link (its page's POST): verifies the address, stops its mail, answers the offer
 * as a change with the response's password would, without it (the signed link is the proof),
 * or answers the reminder: '참석 유지' is recorded, '못 가요' gives the seats back and the queue
 * moves at once, under the event's policy, even after the deadline (until the event begins:
 * it only frees seats). A link whose state is not `ready` changes nothing.
 */
export function followMailLink(
  store: ResponseStore,
  attempts: PasswordAttempts,
  config: RoomConfig,
  link: MailLink,
  source: string,
  now: number,
): Outcome<MailLinkView> {
  const before = mailLinkView(store, config, link, now);
  if (before.state !== "ready") return { ok: true, changed: false, value: before };
  const done = actOnMailLink(store, attempts, config, link, before, source, now);
  // Spent only once it acted: a refusal (the event full, the response changed) leaves it.
  if (done.ok) store.spentMailLinks.spend(link, now);
  return done;
}

function actOnMailLink(
  store: ResponseStore,
  attempts: PasswordAttempts,
  config: RoomConfig,
  link: MailLink,
  before: MailLinkView,
  source: string,
  now: number,
): Outcome<MailLinkView> {
  if (link.action === "verify") {
    store.notices.mails.verify(link.responseId, link.binds, now);
    store.reminders.remindWhenReachable(link.responseId);
    return { ok: true, changed: false, value: before };
  }
  if (link.action === "keep") {
    store.reminders.confirm(link.responseId, now);
    return { ok: true, changed: false, value: { ...before, confirmed: true } };
  }
  if (link.action === "unsubscribe") {
    store.notices.mails.unsubscribe(link.responseId, link.binds);
    return { ok: true, changed: false, value: before };
  }
  const row = store.byId(link.responseId);
  if (!row) return refuse("response_not_found");
  if (link.action === "cant") {
    store.update(row, { status: "not_attending", queue_seq: null }, new Date(now).toISOString());
    fillFreedSeats(store, config, now);
    return { ok: true, changed: true, value: { ...before, status: "not_attending" } };
  }
  const answered: Outcome<ResponseReply> = modify(
    store,
    attempts,
    config,
    {
      responseId: row.id,
      expectedHash: row.password_hash,
      source,
      reservedIds: [],
      status: link.action === "accept" ? "attending" : "not_attending",
    },
    now,
  );
  if (!answered.ok) return answered;
  return {
    ok: true,
    changed: true,
    value: { ...before, status: answered.value.response.status, offer_expires_at: null },
  };
}

/** The organiser's short message to one invitee's verified address ('이메일 보내기'). */
export function mailOneResponse(
  store: ResponseStore,
  config: RoomConfig,
  responseId: string,
  message: string,
  now: number,
): RoomRefusal | { ok: true } {
  if (!store.byId(responseId)) return refuse("response_not_found");
  const notice = mailNotice(config, {
    title: `'${config.title}' 주최자의 메시지`,
    body: message,
    url: `/events/${config.id}/public`,
    tag: `direct-${responseId}-${now}`,
  });
  const queued = store.notices.mails.direct(responseId, notice, now);
  if (queued === "no_channel") return refuse("no_email_channel");
  if (typeof queued === "number") return refuse("too_many_emails", queued);
  return { ok: true };
}
