import { m } from "#messages";
import dashboard from "../../assets/screenshots/dashboard.webp";
import dashboardPhone from "../../assets/screenshots/dashboard-phone.webp";
import invite from "../../assets/screenshots/invite.webp";
import invitePhone from "../../assets/screenshots/invite-phone.webp";
import participants from "../../assets/screenshots/participants.webp";
import participantsPhone from "../../assets/screenshots/participants-phone.webp";
import responses from "../../assets/screenshots/responses.webp";
import responsesPhone from "../../assets/screenshots/responses-phone.webp";

/** Each screen as a laptop shows it (`src`) and as a phone shows it (`phoneSrc`). */
export type Screenshot = {
  src: string;
  phoneSrc: string;
  /** Messages, worded as the page renders. */
  title: () => string;
  caption: () => string;
};

/** Made from the running app by scripts/about-screenshots.mjs (WebP). */
export const SCREENSHOT_SIZE = { width: 960, height: 600 };
export const PHONE_SCREENSHOT_SIZE = { width: 585, height: 1080 };

/**
 * Where the phone set is shown: below Tailwind's md (48rem), where the gallery is a sideways
 * row of one screen at a time. A laptop screen shrunk to a phone's width cannot be read.
 */
export const PHONE_MEDIA = "(max-width: 47.99rem)";
/** Everywhere else: its own source too, so a page can preload each by its media alone. */
export const LAPTOP_MEDIA = "(min-width: 48rem)";

export const SCREENSHOTS: Screenshot[] = [
  {
    src: dashboard,
    phoneSrc: dashboardPhone,
    title: m.account_about_shot_dashboard_title,
    caption: m.account_about_shot_dashboard_caption,
  },
  {
    src: invite,
    phoneSrc: invitePhone,
    title: m.account_about_shot_invite_title,
    caption: m.account_about_shot_invite_caption,
  },
  {
    src: responses,
    phoneSrc: responsesPhone,
    title: m.account_about_shot_responses_title,
    caption: m.account_about_shot_responses_caption,
  },
  {
    src: participants,
    phoneSrc: participantsPhone,
    title: m.account_about_shot_participants_title,
    caption: m.account_about_shot_participants_caption,
  },
];
