/**
 * Notifications' door for other features and the app (the invite page's '내 응답' panel, which
 * the app hands them to): they import from here, never from inside web/features/push/, but
 * for the hosts' notice settings, which have a door of their own (hosts/index.ts says why).
 * Re-exports only.
 */

export { responseChannels } from "./components/response-channels";
