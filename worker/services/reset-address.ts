import { requestHash } from "../lib/request-hash";

/**
 * The mark a reset token carries of the address its mail went to: a keyed hash, so the link
 * (which lands in browser history and logs) does not spell the address out. A reset with the
 * token proves that address (the account's `email_proven_at`) while the account still has it; once
 * the address has changed, the link mailed to the old one no longer speaks for the account.
 */
export const resetAddressMark = (secretKey: string, email: string) =>
  requestHash(secretKey, ["reset-address", email]);
