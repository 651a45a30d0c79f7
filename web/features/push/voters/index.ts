/**
 * The voters' door to notifications, beside the invitees' (../index.ts) and the hosts'
 * (../hosts/index.ts): this browser's subscription, sent with a date poll's vote. A door of its
 * own because every module a door re-exports joins its importers' chunks: the poll page loads
 * this once it runs, and never the invite page's response controls. Re-exports only.
 */

export { type PushSupport, pushSupport } from "../push-support";
export { subscribeForVote, type VoteSubscribing } from "./vote-subscription";
