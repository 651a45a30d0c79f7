import type { Language } from "#i18n/language";
import { m } from "#messages";
import { eventDateText } from "../../lib/event-date-text";
import { hostNoticeWords } from "./host-notice-words";
import type { StoredNotice, WhenAndWhere } from "./room-notices";

/** A notice's words: its title, and its body as lines. */
export type NoticeWords = { title: string; lines: string[] };

/** When and where, on the event's clock, as the invite page and the link cards say it. */
export function whenAndWhereText(at: WhenAndWhere, locale: Language): string {
  const date = eventDateText(at.event_date, at.time_zone, locale);
  return at.location
    ? m.notices_when_where({ date, place: at.location }, { locale })
    : m.notices_when({ date }, { locale });
}

/** An offer's deadline, on the event's clock. */
export const deadlineOf = (notice: { expires_at: number; time_zone: string }, locale: Language) =>
  eventDateText(new Date(notice.expires_at).toISOString(), notice.time_zone, locale);

/**
 * A notice's words in `locale`, as a push shows them (the mail says some of them its own way:
 * ../../mail/notice-mail.ts). A notice queued as words keeps them.
 */
export function noticeWords(notice: StoredNotice, locale: Language): NoticeWords {
  if (notice.kind === undefined) return { title: notice.title, lines: [notice.body] };
  const title = notice.event_title;
  const options = { locale };
  switch (notice.kind) {
    case "promoted":
      return {
        title: m.notices_promoted_title({}, options),
        lines: [m.notices_promoted_body({ title }, options)],
      };
    case "offered": {
      const deadline = deadlineOf(notice, locale);
      return {
        title: m.notices_offered_title({}, options),
        lines: [
          notice.guests > 0
            ? m.notices_offered_body_party({ title, party: 1 + notice.guests, deadline }, options)
            : m.notices_offered_body({ title, deadline }, options),
        ],
      };
    }
    case "reminder":
      return {
        title: m.notices_reminder_title({ title }, options),
        lines: [
          whenAndWhereText(notice, locale),
          notice.message ??
            (notice.waitlist
              ? m.notices_reminder_ask_waitlist({}, options)
              : m.notices_reminder_ask({}, options)),
        ],
      };
    case "lapsed":
      return {
        title: m.notices_lapsed_title({}, options),
        lines: [m.notices_lapsed_body({ title }, options)],
      };
    case "withdrawn":
      return {
        title: m.notices_withdrawn_title({}, options),
        lines: [m.notices_withdrawn_body({ title }, options)],
      };
    case "changed": {
      const date = eventDateText(notice.event_date, notice.time_zone, locale);
      return {
        title: (notice.moved && notice.relocated
          ? m.notices_changed_both_title
          : notice.moved
            ? m.notices_changed_date_title
            : m.notices_changed_place_title)({}, options),
        lines: [
          notice.location
            ? m.notices_changed_body_place({ title, date, place: notice.location }, options)
            : m.notices_changed_body({ title, date }, options),
          ...(notice.was
            ? [m.notices_changed_was({ when: whenAndWhereText(notice.was, locale) }, options)]
            : []),
        ],
      };
    }
    case "deleted":
      return {
        title: m.notices_deleted_title({}, options),
        lines: [m.notices_deleted_body({ title }, options)],
      };
    case "announcement":
      return {
        title: (notice.corrected
          ? m.notices_announcement_corrected_title
          : m.notices_announcement_title)({ title }, options),
        lines: [notice.message],
      };
    case "direct":
      return { title: m.notices_direct_title({ title }, options), lines: [notice.message] };
    case "verify":
      return {
        title: m.notices_verify_title({}, options),
        lines: [m.notices_verify_body({}, options)],
      };
    case "hosts":
      return hostNoticeWords(notice, locale);
  }
}
