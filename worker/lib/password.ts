import { scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import type { PasswordCost, ScryptParams } from "./password-cost";

/**
 * Password hashing. Hash strings carry their algorithm and parameters, so parameters can be
 * raised later and old hashes still verify. See docs/decisions/0002-password-hashing.md.
 */

const SALT_BYTES = 16;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const randomSalt = () => crypto.getRandomValues(new Uint8Array(SALT_BYTES));

/**
 * The isolate's scrypt hashes take turns with everything else. A hash holds the isolate's one
 * thread for about 175 ms (workerd computes it synchronously); twenty sign-ins arriving together
 * would otherwise hash back to back and hold it for seconds while every other request waits.
 * So a hash starts only from a timer callback, and only if no other hash ran since the caller
 * last looked: at most one hash per turn of the event loop, with requests that arrived during it
 * let in before the next. Nothing is held across requests (a counter, not a lock), so a sign-in
 * whose client has gone cannot stall the others.
 */
let hashesDone = 0;
async function inTurn<T>(hash: () => Promise<T>): Promise<T> {
  let seen: number;
  do {
    seen = hashesDone;
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (seen !== hashesDone);
  try {
    return await hash();
  } finally {
    hashesDone += 1;
  }
}

function scrypt(password: string, salt: Uint8Array, params: ScryptParams) {
  return inTurn(() => scryptNow(password, salt, params));
}

function scryptNow(password: string, salt: Uint8Array, params: ScryptParams) {
  return new Promise<Uint8Array>((resolve, reject) => {
    // 128 * N * r bytes of working memory (32 MiB here): above node's 32 MiB default cap.
    const maxmem = 256 * params.N * params.r;
    scryptCallback(
      password,
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number, keyLength: number) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    keyLength * 8,
  );
  return new Uint8Array(bits);
}

export function hashAccountPassword(password: string, cost: PasswordCost): Promise<string> {
  return accountHash(password, cost.account, scrypt);
}

async function accountHash(
  password: string,
  params: ScryptParams,
  derive: typeof scrypt,
): Promise<string> {
  const { N, r, p, keyLength } = params;
  const salt = randomSalt();
  const key = await derive(password, salt, params);
  return `scrypt$${N}$${r}$${p}$${keyLength}$${toBase64(salt)}$${toBase64(key)}`;
}

export async function hashResponsePassword(password: string, cost: PasswordCost): Promise<string> {
  const { iterations, keyLength } = cost.response;
  const salt = randomSalt();
  const key = await pbkdf2(password, salt, iterations, keyLength);
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(key)}`;
}

/** Verifies against a stored hash of either algorithm; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  let expected: Uint8Array;
  let actual: Uint8Array;
  if (parts[0] === "scrypt" && parts.length === 7) {
    const [N, r, p, keyLength] = parts.slice(1, 5).map(Number);
    expected = fromBase64(parts[6]);
    actual = await scrypt(password, fromBase64(parts[5]), { N, r, p, keyLength });
  } else if (parts[0] === "pbkdf2-sha256" && parts.length === 4) {
    expected = fromBase64(parts[3]);
    actual = await pbkdf2(password, fromBase64(parts[2]), Number(parts[1]), expected.length);
  } else {
    return false;
  }
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of a random password: verifying against it costs the same as against a real one. */
const timingDecoys = new Map<PasswordCost, Promise<string>>();
export function accountTimingDecoy(cost: PasswordCost): Promise<string> {
  // Hashed at once, not in turn: every request of the isolate awaits this one promise, and a
  // turn waits on a timer of the request that made it, which would never fire if that request
  // were cancelled (its client gone), leaving the others waiting for ever.
  let decoy = timingDecoys.get(cost);
  if (!decoy) {
    decoy = accountHash(crypto.randomUUID(), cost.account, scryptNow);
    timingDecoys.set(cost, decoy);
  }
  return decoy;
}
