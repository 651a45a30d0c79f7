/**
 * The id of the `<script type="application/json">` block in which the Worker hands an invite
 * page its event's public snapshot, so the app starts without asking for it again. Kept apart
 * from the zod contract so that reading it costs the page's entry nothing.
 */
export const SNAPSHOT_ELEMENT_ID = "event-snapshot";

/**
 * Renders the app's markup for a page URL, with an invite page's event snapshot already known
 * (the Worker calls it for invite pages and /about; it lives in web/ssr so that it uses the
 * app's own routes and components). Answers null when the URL is not a page it can render.
 */
export type RenderPage = (
  url: string,
  snapshot?: import("./events").EventPublicView,
) => Promise<string | null>;
