/**
 * What the Worker's log lines may hold of a request or an error: never a name, an address, an
 * answer, a message, a password or a token (docs/security.md, "Logs"). Log lines are
 * written from our own words and ids; these two keep out what a path or an error might carry.
 */

const ADDRESS = /[^\s<>"'@/]+@[^\s<>"'@/]+/g;

/**
 * An error's words for a log line, any mail address in them replaced: a mail service's error
 * may quote its recipient, as a database's may quote a value.
 */
export const errorText = (error: unknown) => String(error).replace(ADDRESS, "<address>");

/**
 * A request's path for its log line: a segment that is an address (`/password-recovery/{email}`,
 * sent as `@` or `%40`) is named by what it is, not written out.
 */
export const loggedPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (/@|%40/i.test(segment) ? ":email" : segment))
    .join("/");
