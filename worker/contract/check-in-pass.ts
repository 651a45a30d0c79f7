/**
 * A check-in pass's shape (decision 0045): the response's id and a signature, 43 base64url
 * characters (worker/lib/check-in-pass.ts makes it). Zod-free: the invite page's QR and the
 * door's scanner read it too.
 */
export const CHECK_IN_PASS =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;
