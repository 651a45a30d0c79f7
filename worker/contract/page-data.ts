/**
 * The id of the `<script type="application/json">` block in which the Worker hands an invite
 * page its event's public snapshot, so the app starts without asking for it again. Kept apart
 * from the zod contract so that reading it costs the page's entry nothing.
 */
export const SNAPSHOT_ELEMENT_ID = "event-snapshot";
