import type { Language } from "#i18n/language";
import { m } from "#messages";
import type { MailLinkView } from "../event-room/commands/one-tap-replies";
import { eventDateText } from "../lib/event-date-text";
import { escapeHtml } from "../lib/html-escape";
import { plainPage } from "../pages/plain-page";
import { ONE_TAP_LABELS } from "./one-tap-links";

/**
 * The pages a mail's one-tap link opens (decision 0025), in the reader's language, without
 * JavaScript: the GET says what the button will do and changes nothing (mail scanners open
 * every link); the button's POST acts and replies with what happened. Every page links back to
 * the invite page.
 */

export type LinkPage =
  | { kind: "view"; view: MailLinkView; token: string }
  | { kind: "done"; view: MailLinkView }
  | { kind: "expired" | "invalid" | "event_gone" }
  | { kind: "refused"; view: MailLinkView; reason: string };

type Options = { locale: Language };

const deadline = (view: MailLinkView, locale: Language) =>
  view.offer_expires_at ? eventDateText(view.offer_expires_at, view.time_zone, locale) : "";

/** What a ready link will do; its title is its button's words. */
function ask(view: MailLinkView, options: Options): { button: string; text: string } {
  const title = view.event_title;
  const name = view.name;
  switch (view.action) {
    case "verify":
      return {
        button: m.notices_verify_button({}, options),
        text: name
          ? m.notices_link_verify_ask_named({ title, name }, options)
          : m.notices_link_verify_ask({ title }, options),
      };
    case "accept": {
      const until = deadline(view, options.locale);
      return {
        button: ONE_TAP_LABELS.accept({}, options),
        text: name
          ? m.notices_link_accept_ask_named({ title, name, deadline: until }, options)
          : m.notices_link_accept_ask({ title, deadline: until }, options),
      };
    }
    case "decline":
      return {
        button: ONE_TAP_LABELS.decline({}, options),
        text: m.notices_link_decline_ask({ title }, options),
      };
    case "unsubscribe":
      return {
        button: m.notices_mail_unsubscribe({}, options),
        text: m.notices_link_unsubscribe_ask({ title }, options),
      };
    case "erase":
      return {
        button: m.notices_mail_erase({}, options),
        text: m.notices_link_erase_ask({ title }, options),
      };
    case "keep":
      return {
        button: ONE_TAP_LABELS.keep({}, options),
        text: name
          ? m.notices_link_keep_ask_named({ title, name }, options)
          : m.notices_link_keep_ask({ title }, options),
      };
    case "cant":
    case "leave":
      return {
        button: ONE_TAP_LABELS[view.action]({}, options),
        text: name
          ? m.notices_link_cant_ask_named({ title, name }, options)
          : m.notices_link_cant_ask({ title }, options),
      };
  }
}

/** What a link did, by its action. */
const DONE: Record<MailLinkView["action"], (inputs: object, options: Options) => string> = {
  verify: m.notices_link_verify_done,
  accept: m.notices_link_accept_done,
  decline: m.notices_link_decline_done,
  unsubscribe: m.notices_link_unsubscribe_done,
  erase: m.notices_link_erase_done,
  keep: m.notices_link_keep_done,
  cant: m.notices_link_cant_done,
  leave: m.notices_link_cant_done,
};

/** Why a link that cannot act does nothing, from what its response is now. */
function used(view: MailLinkView, options: Options): string {
  if (view.state === "gone") return m.notices_link_response_gone({}, options);
  if (view.action === "verify") return m.notices_link_verify_used({}, options);
  if (view.action === "unsubscribe" || view.action === "erase") {
    return m.notices_link_unsubscribe_used({}, options);
  }
  if (view.action === "keep" || view.action === "cant") return reminderUsed(view, options);
  if (view.action === "leave") return seatReplyUsed(view, options);
  if (view.status === "attending") return m.notices_link_already_attending({}, options);
  // A link that acted once already, whatever its response did since.
  if (view.spent) return m.notices_link_spent({}, options);
  if (view.closed) return m.notices_link_offer_closed({}, options);
  if (view.status === "waiting") return m.notices_link_offer_withdrawn({}, options);
  return m.notices_link_offer_over({}, options);
}

/** Why a reminder's one-tap reply can no longer be given. */
function reminderUsed(view: MailLinkView, options: Options): string {
  if (view.closed) return m.notices_link_reminder_closed({}, options);
  if (view.status !== "attending") return m.notices_link_reminder_not_attending({}, options);
  if (view.action === "keep" && view.confirmed) return m.notices_link_reminder_kept({}, options);
  if (view.spent) return m.notices_link_spent({}, options);
  return m.notices_link_reminder_moved({}, options);
}

/**
 * Why a seat holder's '못 가요' can no longer be given: it was given, the event has begun, or the
 * response changed since the mail was made (the invite page, linked below, shows it as it is).
 */
function seatReplyUsed(view: MailLinkView, options: Options): string {
  if (view.spent) return m.notices_link_spent({}, options);
  if (view.closed) return m.notices_link_leave_closed({}, options);
  return m.notices_link_leave_changed({}, options);
}

/**
 * The title over a link that cannot act: "used" only when it acted once; one that was never
 * pressed but whose state is over (an offer lapsed, a reminder moved, a response changed since
 * its mail) says it no longer works.
 */
const usedTitle = (view: MailLinkView, options: Options) =>
  (view.spent ? m.notices_link_used_title : m.notices_link_stale_title)({}, options);

export function renderLinkPage(page: LinkPage, invitePage: string, locale: Language): string {
  const options = { locale };
  let title: string = m.notices_link_cannot_open({}, options);
  let body = "";
  switch (page.kind) {
    case "view": {
      if (page.view.state !== "ready") {
        title = usedTitle(page.view, options);
        body = `<p>${escapeHtml(used(page.view, options))}</p>`;
        break;
      }
      const asked = ask(page.view, options);
      title = asked.button;
      body = `<p>${escapeHtml(asked.text)}</p>
<form method="post"><button type="submit" style="font-size:17px;padding:12px 22px;min-height:48px;border:0;border-radius:8px;background:#0d9488;color:#fff">${escapeHtml(asked.button)}</button></form>`;
      break;
    }
    case "done": {
      const ready = page.view.state === "ready";
      title = ready ? m.notices_link_done_title({}, options) : usedTitle(page.view, options);
      const said = ready ? DONE[page.view.action]({}, options) : used(page.view, options);
      body = `<p role="status">${escapeHtml(said)}</p>`;
      break;
    }
    case "refused":
      body = `<p role="alert">${escapeHtml(page.reason)}</p>`;
      break;
    case "expired":
      title = m.notices_link_expired_title({}, options);
      body = `<p>${escapeHtml(m.notices_link_expired({}, options))}</p>`;
      break;
    case "event_gone":
      title = m.notices_link_event_gone_title({}, options);
      body = `<p>${escapeHtml(m.notices_link_event_gone({}, options))}</p>`;
      break;
    case "invalid":
      body = `<p>${escapeHtml(m.notices_link_invalid({}, options))}</p>`;
      break;
  }
  const back =
    page.kind === "event_gone"
      ? ""
      : `<p><a href="${escapeHtml(invitePage)}" style="color:#0f766e">${escapeHtml(m.notices_link_back({}, options))}</a></p>`;
  return plainPage(locale, {
    head: `<title>${escapeHtml(m.notices_link_page_title({ title }, options))}</title>`,
    body: `<h1 style="font-size:22px;color:#0f766e">${escapeHtml(title)}</h1>
${body}
${back}`,
  });
}
