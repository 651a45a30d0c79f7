/** Development defaults, documented in the README. Refused when ENVIRONMENT=production. */
export const DEFAULT_SECRET_KEY = "changethis";
export const DEFAULT_FIRST_SUPERUSER = "admin@example.com";
export const DEFAULT_FIRST_SUPERUSER_PASSWORD = "changethis";

export interface Config {
  isProduction: boolean;
  secretKey: string;
  firstSuperuser: string;
  firstSuperuserPassword: string;
  mailFrom: string;
  appOrigin: string | undefined;
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
 * Worker refuses to serve rather than run insecurely.
 */
function readConfig(env: Env): Config {
  const isProduction = (env.ENVIRONMENT ?? "production") === "production";
  const secretKey = env.SECRET_KEY || DEFAULT_SECRET_KEY;
  const firstSuperuser = (env.FIRST_SUPERUSER || DEFAULT_FIRST_SUPERUSER).trim().toLowerCase();
  const firstSuperuserPassword = env.FIRST_SUPERUSER_PASSWORD || DEFAULT_FIRST_SUPERUSER_PASSWORD;
  if (isProduction) {
    const problems: string[] = [];
    if (secretKey === DEFAULT_SECRET_KEY || secretKey.length < 32) {
      problems.push("SECRET_KEY must be set to a random value of at least 32 characters");
    }
    if (firstSuperuserPassword === DEFAULT_FIRST_SUPERUSER_PASSWORD) {
      problems.push("FIRST_SUPERUSER_PASSWORD must not be the default 'changethis'");
    }
    if (problems.length > 0) {
      throw new ConfigError(
        `Refusing to run with ENVIRONMENT=production: ${problems.join("; ")}. ` +
          "Set them with `wrangler secret put` (see README, Deploy).",
      );
    }
  }
  return {
    isProduction,
    secretKey,
    firstSuperuser,
    firstSuperuserPassword,
    mailFrom: env.MAIL_FROM || "no-reply@example.com",
    appOrigin: env.APP_ORIGIN || undefined,
  };
}
