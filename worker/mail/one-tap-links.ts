import type { Language } from "#i18n/language";
import { m } from "#messages";
import { mailLinkPath } from "./link-path";
import { type MailLinkAction, signMailLink } from "./links";

/** The one-tap replies a notice may offer, each a signed link (./links.ts). */
export type OneTapAction = Extract<
  MailLinkAction,
  "accept" | "decline" | "keep" | "cant" | "leave"
>;

/** The buttons' words, in the mail, on the notification and atop the link's page alike. */
export const ONE_TAP_LABELS: Record<
  OneTapAction,
  (inputs: object, options: { locale: Language }) => string
> = {
  accept: m.notices_action_accept,
  decline: m.notices_action_decline,
  keep: m.notices_action_keep,
  cant: m.notices_action_cant,
  // The seat holder's '못 가요' says what the reminder's does.
  leave: m.notices_action_cant,
};

/**
 * What a queued notice that offers one-tap replies carries (an offer, the reminder), or what its
 * mail is given when it is made (a seat holder's '못 가요': ../event-room/outbox/seat-reply.ts):
 * its links are signed only when it is sent, with the app's secret, so the room's storage holds
 * no token.
 */
export interface OneTapLinks {
  event_id: string;
  /**
   * The state the links are made for: the offer's deadline, the reminder's time (epoch ms), or
   * the response's version when its mail was made.
   */
  binds: number;
  /** When the links stop working (epoch ms): the offer's deadline, the event's start. */
  until: number;
  actions: OneTapAction[];
}

/** The one-tap buttons for one response: their words in `locale` and the paths of their pages. */
export async function oneTapButtons(
  links: OneTapLinks,
  responseId: string,
  secret: string,
  locale: Language,
): Promise<{ action: OneTapAction; title: string; path: string }[]> {
  return Promise.all(
    links.actions.map(async (action) => ({
      action,
      title: ONE_TAP_LABELS[action]({}, { locale }),
      path: mailLinkPath(
        links.event_id,
        await signMailLink(
          { eventId: links.event_id, responseId, action, binds: links.binds },
          links.until,
          secret,
        ),
      ),
    })),
  );
}
