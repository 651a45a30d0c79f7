/**
 * A bearer secret for a link (a personal link's key, a host invitation's token): 32 random
 * bytes, base64url without padding, so 43 characters that pass through a URL's fragment as
 * they are. Only a keyed hash of it is ever stored (lib/request-hash.ts).
 */
export function newSecretToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}
