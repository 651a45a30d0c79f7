import type { Language } from "#i18n/language";
import { m } from "#messages";
import { buttonMail } from "../lib/button-mail";
import { eventDateText } from "../lib/event-date-text";
import type { Mail } from "../lib/mail";

/** The mail that confirms a voter's address; nothing else goes to it before. */
export function voteVerificationMail(
  to: string,
  vote: { title: string; name: string; link: string },
  locale: Language,
): Mail {
  const options = { locale };
  return buttonMail(to, m.polls_verify_subject({}, options), locale, {
    heading: m.polls_verify_heading({}, options),
    paragraphs: [
      m.polls_verify_body({ title: vote.title, name: vote.name }, options),
      m.polls_verify_ask({}, options),
    ],
    buttons: [[m.polls_verify_button({}, options), vote.link]],
    foot: m.polls_verify_ignore({}, options),
  });
}

/** The settled date, told to a voter who said yes or if need be, with a one-tap '참석'. */
export function pollInvitationMail(
  to: string,
  invitation: {
    title: string;
    name: string;
    startsAt: string;
    timeZone: string;
    joinLink: string;
    invitePage: string;
  },
  locale: Language,
): Mail {
  const options = { locale };
  const { title, name } = invitation;
  const date = eventDateText(invitation.startsAt, invitation.timeZone, locale);
  return buttonMail(to, m.polls_invite_subject({ title, date }, options), locale, {
    heading: m.polls_invite_heading({}, options),
    paragraphs: [
      m.polls_invite_body({ title, date }, options),
      m.polls_invite_ask({ name }, options),
    ],
    buttons: [
      [m.polls_invite_join({}, options), invitation.joinLink],
      [m.polls_invite_page({}, options), invitation.invitePage],
    ],
    foot: m.polls_invite_about({}, options),
  });
}
