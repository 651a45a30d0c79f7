/**
 * The invite pages' one door for other features (push today): they import from here, never from
 * inside web/features/invitee/. Re-exports only, so what a page loads is what it uses.
 */

export { modifyMyResponse, modifyResponse } from "./api/response-calls";
export { Icon } from "./components/icons";
export type { ResponseChannels } from "./components/my-response-row";
export { rememberChannels, useChannels, useChannelsRefresh } from "./my-responses/channel-states";
export { keepKey } from "./my-responses/write";
export { loadAnswering } from "./sending/load-answering";
