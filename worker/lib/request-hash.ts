const encoder = new TextEncoder();
// The imported key itself, never the pending import: a request cancelled mid-import must not
// leave later requests waiting on it (docs/decisions/0030-per-isolate-work.md).
let cached: { secret: string; key: CryptoKey } | undefined;

/**
 * A keyed hash (HMAC-SHA-256 with the app's secret) of a request's parts, stored beside an
 * Idempotency-Key to tell a retry from a different request under the same key. Keyed, because
 * the parts include a response password: a plain hash of a 4-character password would be a
 * lookup away from the password itself.
 */
export async function requestHash(secret: string, parts: unknown[]): Promise<string> {
  if (cached?.secret !== secret) {
    const key = await crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    cached = { secret, key };
  }
  const mac = await crypto.subtle.sign("HMAC", cached.key, encoder.encode(JSON.stringify(parts)));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}
