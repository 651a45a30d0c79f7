/**
 * The origin of every absolute address the Worker gives out (a mail's links, a shared link's
 * card, the personal link): APP_ORIGIN when set, else the request's; always https outside local
 * runs, since chat apps refuse or downgrade plain-http images and a mail's link should not
 * travel in the clear.
 */
export function publicOrigin(env: Env, url: URL | string): string {
  const origin = env.APP_ORIGIN || new URL(url).origin;
  return env.ENVIRONMENT === "local" ? origin : origin.replace(/^http:/, "https:");
}
