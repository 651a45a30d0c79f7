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
 *   instead of a few every quarter hour. Under pressure an IPv6 source is also judged by the
 *   /56 and /48 it belongs to (`widerSources`): a /48 is 65,536 /64s, and together they get
 *   what one address gets;
 * - optionally a ceiling per target and day across all sources (`ceilingPerDay`): past it only
 *   a source that has given the right password for this target before is checked.
 * A right password clears its source's counts and takes its own reservation back.
 */
export interface PasswordAttemptLimits {
  perSource: number;
  sourceWindowMs: number;
  perTargetDaily: number;
  perSourceUnderPressure: number;
  /** Failures per target and day, from all sources together, past which strangers are refused. */
  ceilingPerDay?: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** A 4-20 character response password, guarded by the event's room. */
export const RESPONSE_ATTEMPT_LIMITS: PasswordAttemptLimits = {
  perSource: 5,
  sourceWindowMs: QUARTER_HOUR_MS,
  perTargetDaily: 20,
  perSourceUnderPressure: 2,
  ceilingPerDay: 100,
};

/** An account password (at least 8 characters, scrypt), per email. */
export const LOGIN_ATTEMPT_LIMITS: PasswordAttemptLimits = {
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
export const attemptSource = (source: string | null) => source ?? "local";

/**
 * In production, the one source every request without a usable client address shares (see
 * `clientSource`): limited like any other, never trusted as an owner's.
 */
export const UNKNOWN_SOURCE = "unknown";

/** Counts that have outlived their windows start again from zero. */
export function rolled(count: SourceCount | undefined, limits: PasswordAttemptLimits, now: number) {
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

/** What else a verdict weighs besides the source's and the target's counts. */
export interface VerdictContext {
  /** The source's wider networks' counts (`widerSources`), weighed under pressure. */
  wider?: SourceCount[];
  /** The source has given the right password for this target before: the owner's own. */
  trusted?: boolean;
}

/**
 * Decides on an attempt after it has been counted: `source` and `target` include it (the target
 * count is the day's failures across all sources). A trusted source is held to its own
 * failures only: its wider network's and the ceiling do not stop it.
 */
export function verdict(
  source: SourceCount,
  target: SourceCount,
  limits: PasswordAttemptLimits,
  now: number,
  { wider = [], trusted = false }: VerdictContext = {},
): Verdict {
  if (source.failures > limits.perSource) {
    return refused(source.windowStartedAt + limits.sourceWindowMs - now);
  }
  const underPressure = target.dayFailures > limits.perTargetDaily;
  if (underPressure) {
    const judged = trusted ? [source] : [source, ...wider];
    const failing = judged.find((count) => count.dayFailures > limits.perSourceUnderPressure);
    if (failing) return refused(Math.min(failing.dayStartedAt, target.dayStartedAt) + DAY_MS - now);
  }
  if (!trusted && limits.ceilingPerDay !== undefined && target.dayFailures > limits.ceilingPerDay) {
    return refused(target.dayStartedAt + DAY_MS - now);
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
 * usually holds a whole /64, so each address in it is not a new source. Without the header, or
 * with a loopback address: in production that is no client Cloudflare's edge passed on, and all
 * such requests are one shared source (`UNKNOWN_SOURCE`), limited like any other; off Cloudflare
 * (`npm start` and the browser tests, whose local server puts a loopback address on every
 * request) null: limits on anonymous writes per source then do not apply, and password guesses
 * count as one source.
 */
export function clientSource(
  header: string | undefined | null,
  isProduction: boolean,
): string | null {
  const address = header?.trim().toLowerCase();
  if (!address || LOOPBACK.test(address)) return isProduction ? UNKNOWN_SOURCE : null;
  if (!address.includes(":")) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The wider networks an IPv6 source (a /64 from `clientSource`) belongs to: its /56 and its
 * /48, the sizes providers hand one customer. None for anything else.
 */
export function widerSources(source: string): string[] {
  const match = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/.exec(
    source,
  );
  if (!match) return [];
  const [, a, b, c, d] = match;
  const d56 = (Number.parseInt(d, 16) & 0xff00).toString(16);
  return [`${a}:${b}:${c}:${d56}::/56`, `${a}:${b}:${c}::/48`];
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
