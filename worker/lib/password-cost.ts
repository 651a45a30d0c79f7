/**
 * What password hashes cost, apart from the hashing itself (lib/password.ts): the configuration
 * reads it on every isolate's start, which must not load node:crypto before a request needs it.
 * See docs/decisions/0002-password-hashing.md and 0024-test-suite-speed.md.
 */

/** Account passwords: scrypt N=2^15, r=8, p=3 (OWASP ASVS 5.0), about 175 ms in workerd. */
export const ACCOUNT_SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 } as const;

/**
 * Response passwords: PBKDF2-SHA256. Production workerd refuses more than 100,000 iterations
 * (local workerd does not), so this number is pinned by a test.
 */
export const RESPONSE_PBKDF2 = { iterations: 100_000, keyLength: 32 } as const;

export type ScryptParams = { N: number; r: number; p: number; keyLength: number };
export type Pbkdf2Params = { iterations: number; keyLength: number };

/** How much work new hashes cost: the parameters above, or the tests' light ones. */
export type PasswordCost = { account: ScryptParams; response: Pbkdf2Params };

export const FULL_COST: PasswordCost = { account: ACCOUNT_SCRYPT, response: RESPONSE_PBKDF2 };

/**
 * Tests only (LIGHT_PASSWORD_HASHING, refused in production): about a hundredth of the work, so
 * the hundreds of sign-ups and responses a test run makes do not spend minutes hashing. Hashes
 * carry their parameters, so verifying works the same; the hashing tests check the full cost.
 */
export const LIGHT_COST: PasswordCost = {
  account: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 },
  response: { iterations: 1_000, keyLength: 32 },
};
