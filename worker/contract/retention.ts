/**
 * How long responses' personal data is kept after their event (docs/security.md): an
 * installation's RETENTION_DAYS bounds what each event may choose (`retention_days`), and that
 * many days after the event's date its responses' names, passwords, addresses, answers and
 * messages are erased, leaving counts under no name.
 */

/** An installation that sets no RETENTION_DAYS keeps this many days. */
export const RETENTION_DAYS_DEFAULT = 30;
/** Ten years: a bound on the setting, not a recommendation. */
export const RETENTION_DAYS_MAX = 3650;

const DAY_MS = 86_400_000;

/** When an event's responses' personal data is erased (ms): `retention_days` after its date. */
export const erasureTime = (event: { event_date: string; retention_days: number }) =>
  Date.parse(event.event_date) + event.retention_days * DAY_MS;
