/**
 * Notifications' one door for other features (the invite page's '내 응답' panel today): they
 * import from here, never from inside web/features/push/. Re-exports only.
 */

export { ChannelLine } from "./components/channel-line";
export { HomeScreenHint } from "./components/home-screen-hint";
export { MailControl } from "./components/mail-control";
export { NotifyControl } from "./components/notify-control";
export { pushSupport } from "./push-support";
