import { m } from "#messages";

/**
 * The landing page's words: its features, its guide and its benefits, each a message worded
 * when the page renders (so in the reader's language).
 */
export type FeatureIcon = "check" | "calendar" | "chat" | "chart";

type Words = () => string;

export const FEATURES: { icon: FeatureIcon; title: Words; body: Words }[] = [
  {
    icon: "check",
    title: m.account_about_feature_attendance_title,
    body: m.account_about_feature_attendance_body,
  },
  {
    icon: "calendar",
    title: m.account_about_feature_schedule_title,
    body: m.account_about_feature_schedule_body,
  },
  {
    icon: "chat",
    title: m.account_about_feature_live_title,
    body: m.account_about_feature_live_body,
  },
  {
    icon: "chart",
    title: m.account_about_feature_stats_title,
    body: m.account_about_feature_stats_body,
  },
];

export const STEPS: { id: string; title: Words; body: Words }[] = [
  {
    id: "create",
    title: m.account_about_step_create_title,
    body: m.account_about_step_create_body,
  },
  { id: "share", title: m.account_about_step_share_title, body: m.account_about_step_share_body },
  {
    id: "replies",
    title: m.account_about_step_replies_title,
    body: m.account_about_step_replies_body,
  },
  { id: "watch", title: m.account_about_step_watch_title, body: m.account_about_step_watch_body },
];

export const BENEFITS: { id: string; title: Words; body: Words }[] = [
  {
    id: "free",
    title: m.account_about_benefit_free_title,
    body: m.account_about_benefit_free_body,
  },
  {
    id: "no-app",
    title: m.account_about_benefit_no_app_title,
    body: m.account_about_benefit_no_app_body,
  },
  {
    id: "link",
    title: m.account_about_benefit_link_title,
    body: m.account_about_benefit_link_body,
  },
  {
    id: "live",
    title: m.account_about_benefit_live_title,
    body: m.account_about_benefit_live_body,
  },
  {
    id: "mobile",
    title: m.account_about_benefit_mobile_title,
    body: m.account_about_benefit_mobile_body,
  },
  {
    id: "privacy",
    title: m.account_about_benefit_privacy_title,
    body: m.account_about_benefit_privacy_body,
  },
];
