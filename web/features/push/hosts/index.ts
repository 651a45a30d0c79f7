/**
 * The hosts' door to notifications, beside the invitees' (../index.ts): the notice settings of
 * the people running an event, for the organiser's and the account's pages. A door of its own
 * because every module a door re-exports joins its importers' chunks: through ../index.ts those
 * pages would download the invite page's '내 응답' controls. Nothing here imports the invite
 * pages' feature, for the same reason. Re-exports only.
 */

export { AccountPushControl } from "./account-push-control";
export { HostNoticeModes } from "./host-notice-modes";
export { releaseThisBrowser } from "./release-browser";
