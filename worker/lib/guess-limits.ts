/**
 * How many password guesses a target (a response, an account) takes before guessing is cut off,
 * without handing strangers a switch that locks its owner out. See docs/security.md for the
 * numbers an attacker gets and why.
 *
 * Two counts, both reserved before a password is checked (count first, so parallel guesses
 * never get more tries than sequential ones, and a refusal never depends on the password):
 * - per target and source (the client's address): at most `perSource` failures per
 *   `sourceWindowMs`; that source is then refused for this target until the window ends;
 * - per target across all sources, over a day: once it passes `perTargetDaily` the target is
 *   under pressure, and each source may fail on it at most `perSourceUnderPressure` times that
 *   day. A source that has not been failing always gets its try, so the owner's right password
 *   from their own phone works whatever strangers do; a thousand addresses get a few tries each
 *   instead of a few every quarter hour.
 * A right password clears its source's counts and takes its own reservation back.
 */
export interface GuessLimits {
  perSource: number;
  sourceWindowMs: number;
  perTargetDaily: number;
  perSourceUnderPressure: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** A 4-20 character response password, guarded by the event's room. */
export const RESPONSE_GUESS_LIMITS: GuessLimits = {
  perSource: 5,
  sourceWindowMs: QUARTER_HOUR_MS,
  perTargetDaily: 20,
  perSourceUnderPressure: 2,
};

/** An account password (at least 8 characters, scrypt), per email. */
export const LOGIN_GUESS_LIMITS: GuessLimits = {
  perSource: 10,
  sourceWindowMs: QUARTER_HOUR_MS,
  perTargetDaily: 50,
  perSourceUnderPressure: 2,
};

/** One source's counts against one target. */
export interface SourceCount {
  failures: number;
  windowStartedAt: number;
  dayFailures: number;
  dayStartedAt: number;
}

/** Password guesses from an unknown source all count as coming from one. */
export const guessSource = (source: string | null) => source ?? "local";

/** Counts that have outlived their windows start again from zero. */
export function rolled(count: SourceCount | undefined, limits: GuessLimits, now: number) {
  const current = count ?? { failures: 0, windowStartedAt: now, dayFailures: 0, dayStartedAt: now };
  const windowOver = now - current.windowStartedAt >= limits.sourceWindowMs;
  const dayOver = now - current.dayStartedAt >= DAY_MS;
  return {
    failures: windowOver ? 0 : current.failures,
    windowStartedAt: windowOver ? now : current.windowStartedAt,
    dayFailures: dayOver ? 0 : current.dayFailures,
    dayStartedAt: dayOver ? now : current.dayStartedAt,
  };
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides on an attempt after it has been counted: `source` and `target` include it (the target
 * count is the day's failures across all sources).
 */
export function verdict(
  source: SourceCount,
  target: SourceCount,
  limits: GuessLimits,
  now: number,
): Verdict {
  if (source.failures > limits.perSource) {
    return refused(source.windowStartedAt + limits.sourceWindowMs - now);
  }
  const underPressure = target.dayFailures > limits.perTargetDaily;
  if (underPressure && source.dayFailures > limits.perSourceUnderPressure) {
    return refused(Math.min(source.dayStartedAt, target.dayStartedAt) + DAY_MS - now);
  }
  return { allowed: true };
}

const refused = (ms: number): Verdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/**
 * The address a request comes from, as Cloudflare tells the Worker (its edge always sets
 * CF-Connecting-IP, replacing any the client sent). IPv6 is counted per /64: one subscriber
 * usually holds a whole /64, so each address in it is not a new source. Null off Cloudflare:
 * without the header, or with a loopback address (what the local server, `npm start` and the
 * browser tests, puts there for every request): limits on anonymous writes per source then do
 * not apply, and password guesses count as one source.
 */
export function clientSource(header: string | undefined | null): string | null {
  const address = header?.trim().toLowerCase();
  if (!address || LOOPBACK.test(address)) return null;
  if (!address.includes(":")) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|0:0:0:0:0:0:0:1|::ffff:127\.\d+\.\d+\.\d+)$/;

function expandIpv6(address: string): string[] {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array(Math.max(0, missing)).fill("0"), ...right].map(
    (part) => part.replace(/^0+(?=.)/, "") || "0",
  );
}
