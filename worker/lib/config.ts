import { HOUR_MS } from "#contract/event-time";
import { RETENTION_DAYS_DEFAULT, RETENTION_DAYS_MAX } from "#contract/retention";
import { FULL_COST, LIGHT_COST, type PasswordCost } from "./password-cost";

/** Development defaults, documented in the README. Refused when ENVIRONMENT=production. */
export const DEFAULT_SECRET_KEY = "changethis";
export const DEFAULT_FIRST_SUPERUSER = "admin@example.com";
export const DEFAULT_FIRST_SUPERUSER_PASSWORD = "changethis";
/** The sender `wrangler.toml` ships with; no one can send from it (RFC 2606). */
export const DEFAULT_MAIL_FROM = "no-reply@example.com";

export interface Config {
  isProduction: boolean;
  secretKey: string;
  firstSuperuser: string;
  firstSuperuserPassword: string;
  mailFrom: string;
  appOrigin: string | undefined;
  /** The push service keys (RFC 8292); null where none are set outside production. */
  vapid: VapidKeys | null;
  /**
   * How long one hour of the room's clocks lasts, in milliseconds (a seat offer's hours, a
   * reminder's hours before the event): an hour, except where tests set TEST_HOUR_SECONDS to
   * see offers lapse and reminders go out in seconds (refused in production).
   */
  hourMs: number;
  /**
   * Hosts besides the browsers' push services that a push endpoint may name, on any port: the
   * tests' local push service (PUSH_TEST_HOSTS, comma-separated; refused in production).
   */
  pushTestHosts: string[];
  /** What new password hashes cost: full, or light where tests ask (LIGHT_PASSWORD_HASHING). */
  passwordCost: PasswordCost;
  /**
   * Days after an event that its responses' personal data is kept (RETENTION_DAYS, 30 unless
   * set): an event may choose fewer, never more (docs/security.md).
   */
  retentionDays: number;
  /** Who runs this installation and how to reach them about personal data (/privacy). */
  privacyContact: string | null;
}

/** The application server's P-256 key pair, base64url: the public key raw, the private `d`. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our pushes (RFC 8292 §2.1). */
  subject: string;
}

export class ConfigError extends Error {}

const configs = new WeakMap<Env, Config>();

/**
 * The configuration of this `env`, read once per isolate (the runtime hands every request the
 * same `env`); a refused configuration is read again, and refused again, on every request.
 */
export function configOf(env: Env): Config {
  let config = configs.get(env);
  if (!config) {
    config = readConfig(env);
    configs.set(env, config);
  }
  return config;
}

/**
 * Reads the configuration. In production a default or missing secret is a
 * deployment mistake that would let anyone forge tokens or sign in as the superuser, so the
 * Worker refuses to serve rather than run insecurely; a placeholder sender likewise, as it
 * would silently lose every mail.
 */
function readConfig(env: Env): Config {
  const isProduction = (env.ENVIRONMENT ?? "production") === "production";
  const secretKey = env.SECRET_KEY || DEFAULT_SECRET_KEY;
  const firstSuperuser = (env.FIRST_SUPERUSER || DEFAULT_FIRST_SUPERUSER).trim().toLowerCase();
  const firstSuperuserPassword = env.FIRST_SUPERUSER_PASSWORD || DEFAULT_FIRST_SUPERUSER_PASSWORD;
  const mailFrom = (env.MAIL_FROM || DEFAULT_MAIL_FROM).trim();
  const vapid = vapidKeysOf(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, mailFrom);
  const retentionDays = retentionDaysOf(env.RETENTION_DAYS);
  const privacyContact = env.PRIVACY_CONTACT?.trim() || null;
  if (isProduction) {
    const problems: string[] = [];
    if (secretKey === DEFAULT_SECRET_KEY || secretKey.length < 32) {
      problems.push("SECRET_KEY must be set to a random value of at least 32 characters");
    }
    if (firstSuperuserPassword === DEFAULT_FIRST_SUPERUSER_PASSWORD) {
      problems.push("FIRST_SUPERUSER_PASSWORD must not be the default 'changethis'");
    }
    if (!isSendingAddress(mailFrom)) {
      problems.push(
        `MAIL_FROM must be an address of your onboarded Email Sending domain, not '${mailFrom}'`,
      );
    }
    if (env.TEST_HOUR_SECONDS) {
      problems.push("TEST_HOUR_SECONDS is for tests only and must not be set");
    }
    if (env.PUSH_TEST_HOSTS) {
      problems.push("PUSH_TEST_HOSTS is for tests only and must not be set");
    }
    if (env.LIGHT_PASSWORD_HASHING) {
      problems.push("LIGHT_PASSWORD_HASHING is for tests only and must not be set");
    }
    if (retentionDays === null) {
      problems.push(
        `RETENTION_DAYS must be a whole number of days from 1 to ${RETENTION_DAYS_MAX}, not '${env.RETENTION_DAYS}'`,
      );
    }
    if (!privacyContact) {
      problems.push(
        "PRIVACY_CONTACT must name who runs this installation and how to reach them (README, Privacy)",
      );
    }
    if (!vapid) {
      problems.push(
        "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair (`npm run vapid-keys`)",
      );
    }
    if (problems.length > 0) {
      throw new ConfigError(
        `Refusing to run with ENVIRONMENT=production: ${problems.join("; ")}. ` +
          "Set the secrets with `wrangler secret put`, and MAIL_FROM and PRIVACY_CONTACT in " +
          "wrangler.toml (see README, Deploy and Privacy).",
      );
    }
  }
  return {
    isProduction,
    secretKey,
    firstSuperuser,
    firstSuperuserPassword,
    mailFrom,
    appOrigin: env.APP_ORIGIN || undefined,
    vapid,
    hourMs: hourMsOf(env.TEST_HOUR_SECONDS),
    pushTestHosts: (env.PUSH_TEST_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    passwordCost: env.LIGHT_PASSWORD_HASHING ? LIGHT_COST : FULL_COST,
    retentionDays: retentionDays ?? RETENTION_DAYS_DEFAULT,
    privacyContact,
  };
}

/** RETENTION_DAYS as a number of days; the default when unset; null when it is no such number. */
function retentionDaysOf(value: string | undefined): number | null {
  if (!value?.trim()) return RETENTION_DAYS_DEFAULT;
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= RETENTION_DAYS_MAX ? days : null;
}

/**
 * Domains reserved for examples and tests (RFC 2606, RFC 6761): Email Sending onboards none of
 * them, so a sender there fails every mail, password recovery included, and is only logged.
 */
const PLACEHOLDER_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/;

/** A sender a deployment may send from: one plain address on a domain that is not a placeholder. */
function isSendingAddress(address: string): boolean {
  const match = /^[^\s@<>",]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(address);
  return match !== null && !PLACEHOLDER_DOMAIN.test(match[1].toLowerCase());
}

function hourMsOf(seconds: string | undefined): number {
  const value = Number(seconds);
  return seconds && Number.isFinite(value) && value > 0 ? value * 1000 : HOUR_MS;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The VAPID keys when both are set and well formed: a raw uncompressed P-256 public key (65
 * bytes, 87 characters) and its 32-byte private scalar (43 characters). There is no default:
 * a shared default key would let anyone push to every subscriber of every deployment that kept it.
 */
function vapidKeysOf(
  publicKey: string | undefined,
  privateKey: string | undefined,
  mailFrom: string,
): VapidKeys | null {
  if (!publicKey || !privateKey) return null;
  if (!BASE64URL.test(publicKey) || publicKey.length !== 87 || !publicKey.startsWith("B")) {
    return null;
  }
  if (!BASE64URL.test(privateKey) || privateKey.length !== 43) return null;
  return { publicKey, privateKey, subject: `mailto:${mailFrom}` };
}
