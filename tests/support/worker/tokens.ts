import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { ACCESS_AUDIENCE } from "../../../worker/lib/jwt";

const ISSUER = "moim-rsvp";
const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const decode = (part: string) =>
  JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;

export interface ForgeOptions {
  sub: string;
  ver?: number;
  audience?: string;
  issuer?: string;
  /** Seconds relative to now. */
  issuedAt?: number;
  notBefore?: number;
  expiresIn?: number;
  secret?: string;
}

/** Signs a token the way the Worker does (HS256), with whatever claims a test needs. */
export function forgeToken(options: ForgeOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: options.ver ?? 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.sub)
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? ACCESS_AUDIENCE)
    .setIssuedAt(now + (options.issuedAt ?? 0))
    .setNotBefore(now + (options.notBefore ?? 0))
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? env.SECRET_KEY));
}

/** An unsigned token (`alg: none`) with an access token's claims. */
export function unsignedToken(sub: string, ver = 0): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub,
    ver,
    iss: ISSUER,
    aud: ACCESS_AUDIENCE,
    iat: now,
    nbf: now,
    exp: now + 3600,
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}

/** The token with its payload changed but its original signature kept. */
export function tamperPayload(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".");
  return `${header}.${encode({ ...decode(payload), ...changes })}.${signature}`;
}

export function payloadOf(token: string) {
  return decode(token.split(".")[1]);
}
