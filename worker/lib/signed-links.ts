import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { signingKey } from "./jwt";

const ISSUER = "moim-rsvp";

/**
 * A mailed link's token: claims and a subject signed with the app's secret (HS256), under an
 * audience of the link's kind, so no other token passes for one, until `expiresAt` (ms).
 */
export async function signLinkToken(
  link: { claims: Record<string, unknown>; subject: string; audience: string; expiresAt: number },
  secret: string,
  issuedAt?: number,
) {
  const token = new SignJWT(link.claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(link.subject)
    .setIssuer(ISSUER)
    .setAudience(link.audience);
  if (issuedAt === undefined) token.setIssuedAt();
  else token.setIssuedAt(Math.floor(issuedAt / 1000));
  return token.setExpirationTime(Math.floor(link.expiresAt / 1000)).sign(await signingKey(secret));
}

/** The claims of a token of this audience, `expired` (ours, only past its time), or null. */
export async function readLinkToken(
  token: string,
  audience: string,
  secret: string,
): Promise<JWTPayload | "expired" | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      requiredClaims: ["exp", "sub"],
    });
    return payload;
  } catch (error) {
    return error instanceof errors.JWTExpired ? "expired" : null;
  }
}
