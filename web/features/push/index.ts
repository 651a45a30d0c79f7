/**
 * Notifications' one door for other features and the app (the invite page's '내 응답' panel
 * today, which the app hands them to): they import from here, never from inside
 * web/features/push/. Re-exports only.
 */

export { responseChannels } from "./components/response-channels";
