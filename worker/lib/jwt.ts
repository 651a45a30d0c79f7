import { errors, jwtVerify, SignJWT } from "jose";

/** Token kinds are told apart by audience, so a reset token can never be used to sign in. */
export const ACCESS_AUDIENCE = "moim-rsvp:access";
export const RESET_AUDIENCE = "moim-rsvp:password-reset";
const ISSUER = "moim-rsvp";
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 48 * 60 * 60;

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  /**
   * The user's token version when the token was issued. A password change or reset bumps the
   * version, which makes every earlier access and reset token stop working.
   */
  ver: number;
  /**
   * A reset token's mark of the address it was mailed to (services/reset-address.ts): using it
   * proves that address, and it stops working once the account's address has changed.
   */
  adr?: string;
}

/**
 * The signing key of each secret, imported once per isolate rather than on every request (given
 * raw bytes, jose imports the key again each time it signs or verifies). The key is kept, not
 * the promise of it: a request never waits on a promise another request made.
 */
const keys = new Map<string, CryptoKey>();
export async function signingKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const raw = new TextEncoder().encode(secret);
  const hmac = { name: "HMAC", hash: "SHA-256" };
  const key = await crypto.subtle.importKey("raw", raw, hmac, false, ["sign", "verify"]);
  keys.set(secret, key);
  return key;
}

export async function signToken(
  claims: TokenClaims,
  audience: string,
  ttlSeconds: number,
  secret: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims.adr ? { ver: claims.ver, adr: claims.adr } : { ver: claims.ver })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(await signingKey(secret));
}

/** Returns the claims, or null for any token that is invalid, expired, or of another kind. */
export async function verifyToken(
  token: string,
  audience: string,
  secret: string,
): Promise<TokenClaims | null> {
  const checked = await checkToken(token, audience, secret);
  return checked === "expired" ? null : checked;
}

/**
 * As `verifyToken`, but says "expired" for a token that is ours, of this kind, and only past
 * its time (jose checks the signature and the other claims first), so a reset page can say
 * the link expired rather than that it is wrong.
 */
export async function checkToken(
  token: string,
  audience: string,
  secret: string,
): Promise<TokenClaims | "expired" | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      // A token that never expires, or says nothing of when or for whom, is refused even when
      // correctly signed.
      requiredClaims: ["exp", "iat", "sub"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    const adr = typeof payload.adr === "string" ? { adr: payload.adr } : {};
    return { sub: payload.sub, ver: payload.ver, ...adr };
  } catch (error) {
    return error instanceof errors.JWTExpired ? "expired" : null;
  }
}
