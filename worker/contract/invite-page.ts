/**
 * The id of the `<script type="application/json">` block in which the Worker hands an invite
 * page its event's public snapshot, so the app starts without asking for it again. Kept apart
 * from the zod contract so that reading it costs the page's entry nothing.
 */
export const SNAPSHOT_ELEMENT_ID = "event-snapshot";

/**
 * The id of the `<script type="application/json">` block in which the Worker hands the browser's
 * router the page route's action data after a posted form (the reply, by route id), as the
 * server's render had it: hydration data, inert like the snapshot (no inline script may run).
 */
export const ACTION_DATA_ELEMENT_ID = "action-data";

/**
 * Renders the app's markup for a page URL, with an invite page's event snapshot already known
 * (the Worker calls it for invite pages and /about; it lives in web/ssr so that it uses the
 * app's own routes and components), every word in `language` (left out: the messages' language
 * as it stands, as in the web tests). Answers null when the URL is not a page it can render.
 */
export type RenderPage = (
  url: string,
  snapshot?: import("./public-view").EventPublicView,
  language?: import("#i18n/language").Language,
) => Promise<string | null>;

/**
 * Renders an invite page for its posted form: the page route's action runs with `post` (the
 * server's part of it), and the page shows its reply. The markup, the reply, and the action
 * data by route id for the browser's router; null when the URL is not a page it can render.
 * Every word is in `language`, the one the page was read in.
 */
export type RenderPosted = (
  url: string,
  fields: URLSearchParams,
  post: import("./invite-form").FormPost,
  /** The event as the action left it, read once the action ran. */
  snapshotAfter: () => Promise<import("./public-view").EventPublicView | undefined>,
  language?: import("#i18n/language").Language,
) => Promise<{
  markup: string;
  reply: import("./invite-form").FormReply;
  actionData: Record<string, unknown>;
} | null>;

/**
 * Rows of each status group of an invite page's participant list shown at first (the server's
 * render and the app's); '더 보기' shows MORE_ROWS more of a group, and the page's address with
 * WHOLE_LIST_SEARCH shows every group whole, as its '더 보기' leads to before the app runs
 * (docs/decisions/0017-grouped-participant-lists.md).
 */
export const GROUP_FIRST_ROWS = 10;
export const MORE_ROWS = 50;
export const WHOLE_LIST_SEARCH = "?list=all";

/** Whether the page's address asks for the whole list. */
export const wholeListAsked = (search: URLSearchParams) => search.get("list") === "all";
