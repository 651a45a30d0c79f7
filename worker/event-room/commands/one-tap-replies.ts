import type { ResponseStatus } from "#contract/response-rules";
import type { Language } from "#i18n/language";
import type { ResponseLink as MailLink } from "../../mail/links";
import { directNotice } from "../outbox/room-notices";
import { eraseTraces } from "../store/erasure";
import type { RoomConfig, RoomRefusal } from "../store/types";
import { modify } from "./invitee-commands";
import type { Outcome, ResponseReply } from "./outcome";
import { refuse, refuseIfClosed } from "./refusals";
import type { RoomTransaction } from "./room-transaction";
import { fillFreedSeats, removeAndFill } from "./seating";

/**
 * A mail's links (decision 0025): the one-tap replies to a notice (take or decline an offer,
 * '참석 유지' or '못 가요' to the reminder, a seat holder's '못 가요' under a promotion or a change)
 * the address's own links (verify, unsubscribe), and '내 정보 삭제' (erase). The signed link is
 * the proof; each link acts once.
 */

/**
 * What a mail's link would do, or did. `ready`: it can act; `used`: it acted once already
 * (`spent`), or what it was made for is over (verified already, the address replaced, the
 * offer replied to, lapsed or withdrawn); `gone`: the response no longer exists. The page
 * words it from these.
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
   * Whether the link's one-tap reply can no longer be given: responses have closed (an offer),
   * or the event has begun ('참석 유지' and '못 가요' work after the deadline, until then).
   */
  closed: boolean;
  /** Whether the response replied '참석 유지' to the reminder. */
  confirmed: boolean;
  /** Whether this link acted already: it acts once, whatever the response did since. */
  spent: boolean;
  /** The language the response answered in, which its mails speak (null: it is gone). */
  language: Language | null;
}

export function mailLinkView(
  { store, notices, now }: RoomTransaction,
  config: RoomConfig,
  link: MailLink,
): MailLinkView {
  const row = store.byId(link.responseId);
  const begun = now >= Date.parse(config.event_date);
  // '참석 유지' and '못 가요' take no seat, so they outlive the deadline: the event's start ends them.
  const untilBegun = link.action === "keep" || link.action === "cant" || link.action === "leave";
  const view: MailLinkView = {
    state: "gone",
    action: link.action,
    event_title: config.title,
    time_zone: config.time_zone,
    name: row?.name ?? null,
    status: row?.status ?? null,
    offer_expires_at:
      row?.offer_expires_at == null ? null : new Date(row.offer_expires_at).toISOString(),
    closed: untilBegun ? begun : refuseIfClosed(config, now) !== null,
    confirmed: row?.confirmed_at != null,
    spent: row !== undefined && store.spentMailLinks.has(link),
    language: row?.language ?? null,
  };
  if (!row) return view;
  if (view.spent) return { ...view, state: "used" };
  if (link.action === "keep" || link.action === "cant") {
    const asked = row.status === "attending" && row.reminded_for === link.binds && !begun;
    const ready = asked && (link.action === "cant" || row.confirmed_at === null);
    return { ...view, state: ready ? "ready" : "used" };
  }
  if (link.action === "leave") {
    // Made for the response as it was: any change since (a new status, guests, password, or
    // attending again) leaves this mail's '못 가요' nothing to undo.
    const held = row.status === "attending" && row.version === link.binds && !begun;
    return { ...view, state: held ? "ready" : "used" };
  }
  if (link.action === "accept" || link.action === "decline") {
    const open = row.status === "offered" && row.offer_expires_at === link.binds;
    return { ...view, state: open && !view.closed ? "ready" : "used" };
  }
  const channel = notices.mails.channel(row.id);
  const current = channel?.created_at === link.binds;
  const ready = link.action === "verify" ? current && channel?.verified_at === null : current;
  return { ...view, state: ready ? "ready" : "used" };
}

/**
 * Follows a link (its page's POST): verifies the address, stops its mail, or gives the link's
 * one-tap reply. A link whose state is not `ready` changes nothing.
 */
export function followMailLink(
  tx: RoomTransaction,
  config: RoomConfig,
  link: MailLink,
  source: string,
): Outcome<MailLinkView> {
  const before = mailLinkView(tx, config, link);
  if (before.state !== "ready") return { ok: true, changed: false, value: before };
  if (link.action === "erase") return eraseByLink(tx, config, link, before);
  const done =
    link.action === "verify" || link.action === "unsubscribe"
      ? addressLink(tx, link, before)
      : oneTapReply(tx, config, link, before, source);
  // Spent only once it acted: a refusal (the event full, the response changed) leaves it.
  if (done.ok) tx.store.spentMailLinks.spend(link, tx.now);
  return done;
}

/**
 * '내 정보 삭제' from a mail: the response goes with everything kept about it, as by its
 * password (../store/erasure.ts). Nothing marks the link spent: that would be a trace of the
 * response, and with the response gone the link has nothing left to do.
 */
function eraseByLink(
  tx: RoomTransaction,
  config: RoomConfig,
  link: MailLink,
  before: MailLinkView,
): Outcome<MailLinkView> {
  const row = tx.store.byId(link.responseId);
  if (!row) return refuse("response_not_found");
  removeAndFill(tx, config, row, refuseIfClosed(config, tx.now) === null);
  eraseTraces(tx.sql, row, config.id);
  tx.hosts.cancelled(row, true, tx.now);
  return { ok: true, changed: true, value: { ...before, status: null, name: null } };
}

/** The address's own links: verified (a reminder missed for want of it follows), or stopped. */
function addressLink(
  { notices, reminders, now }: RoomTransaction,
  link: MailLink,
  before: MailLinkView,
): Outcome<MailLinkView> {
  if (link.action === "verify") {
    notices.mails.verify(link.responseId, link.binds, now);
    reminders.remindWhenReachable(link.responseId);
  } else {
    notices.mails.unsubscribe(link.responseId, link.binds);
  }
  return { ok: true, changed: false, value: before };
}

/**
 * A one-tap reply: '참석 유지' is recorded; '못 가요' (the reminder's, or a seat holder's under a
 * promotion or a change) gives the seats back and the queue moves at once, under the event's
 * policy, even after the deadline (until the event begins: it only frees seats); taking or
 * declining the offer is the change a password would make, without it.
 */
function oneTapReply(
  tx: RoomTransaction,
  config: RoomConfig,
  link: MailLink,
  before: MailLinkView,
  source: string,
): Outcome<MailLinkView> {
  const { store, now } = tx;
  if (link.action === "keep") {
    tx.reminders.confirm(link.responseId, now);
    return { ok: true, changed: false, value: { ...before, confirmed: true } };
  }
  const row = store.byId(link.responseId);
  if (!row) return refuse("response_not_found");
  if (link.action === "cant" || link.action === "leave") {
    store.update(row, { status: "not_attending", queue_seq: null }, new Date(now).toISOString());
    tx.hosts.cantGo(row, now);
    fillFreedSeats(tx, config);
    return { ok: true, changed: true, value: { ...before, status: "not_attending" } };
  }
  const replied: Outcome<ResponseReply> = modify(tx, config, {
    responseId: row.id,
    expectedHash: row.password_hash,
    source,
    reservedIds: [],
    status: link.action === "accept" ? "attending" : "not_attending",
  });
  if (!replied.ok) return replied;
  return {
    ok: true,
    changed: true,
    value: { ...before, status: replied.value.response.status, offer_expires_at: null },
  };
}

/** The organiser's short message to one invitee's verified address ('이메일 보내기'). */
export function mailOneResponse(
  { store, notices, now }: RoomTransaction,
  config: RoomConfig,
  responseId: string,
  message: string,
): RoomRefusal | { ok: true } {
  if (!store.byId(responseId)) return refuse("response_not_found");
  const queued = notices.mails.direct(
    responseId,
    directNotice(config, responseId, message, now),
    now,
  );
  if (queued === "no_channel") return refuse("no_email_channel");
  if (typeof queued === "number") return refuse("too_many_emails", queued);
  return { ok: true };
}
