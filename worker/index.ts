import type { ErrorCode } from "#contract/error-codes";
import { ConfigError, configOf } from "./lib/config";
import { mailLinkOfPath } from "./mail/link-path";
import { readBody } from "./middleware/request-body";
import {
  serveAsset,
  serveInviteForm,
  serveMailLinkPage,
  servePollForm,
  servePollMailLinkPage,
  serveStandingMailLinkPage,
} from "./page-routes";
import { eventIdOfPage } from "./pages/event-page";
import { languageSwitch } from "./pages/language-param";
import { pollIdOfPage } from "./pages/poll-page";
import { pollLinkOfPath } from "./polls/poll-link-path";
import { standingLinkOfPath } from "./series/standing-link-path";

export { EventRoom } from "./event-room/event-room";
export { PollLive } from "./polls/poll-live";

/**
 * The API (its routes and every schema they validate with) is built when an isolate is first
 * asked for it, not when the isolate starts: building it was most of the Worker's start-up CPU
 * (zod's schemas alone about 20 ms on the project's machine; `npm run deploy:check`), which
 * every cold start paid, pages and cards included.
 */
let api: typeof import("./app")["app"] | undefined;
async function apiApp() {
  // Each request imports for itself (the module is evaluated once): none waits on a promise
  // another request made, which a cancelled request would leave unresolved.
  api ??= (await import("./app")).app;
  return api;
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/api/")) {
      const switched = languageSwitch(request);
      if (switched) {
        await readBody(request);
        return switched;
      }
      const mailLink = mailLinkOfPath(pathname);
      if (mailLink) return serveMailLinkPage(request, env, mailLink.eventId, mailLink.token);
      const pollLink = pollLinkOfPath(pathname);
      if (pollLink) return servePollMailLinkPage(request, env, pollLink.pollId, pollLink.token);
      const standingLink = standingLinkOfPath(pathname);
      if (standingLink) {
        return serveStandingMailLinkPage(request, env, standingLink.seriesId, standingLink.token);
      }
      const formEventId = request.method === "POST" ? eventIdOfPage(pathname) : undefined;
      if (formEventId) return serveInviteForm(request, env, ctx, formEventId);
      const formPollId = request.method === "POST" ? pollIdOfPage(pathname) : undefined;
      if (formPollId) return servePollForm(request, env, ctx, formPollId);
      // Other pages and files take no body; one sent anyway is read off the connection first.
      if (request.body === null) return serveAsset(request, env, ctx);
      await readBody(request);
      const { url, method, headers } = request;
      return serveAsset(new Request(url, { method, headers }), env, ctx);
    }
    try {
      configOf(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // A misconfigured production deployment serves no API rather than run insecurely.
      console.error(error.message);
      await readBody(request);
      const code: ErrorCode = "server_misconfigured";
      return Response.json({ detail: error.message, code }, { status: 503 });
    }
    return (await apiApp()).fetch(request, env, ctx);
  },

  /**
   * Every minute (wrangler.toml `[triggers]`): rooms that missed an organiser's write (a crash
   * between D1 and the room) are brought in line with D1 (services/room-syncs.ts, decision
   * 0047), cancelled events past their time are forgotten (services/cancelled-events.ts,
   * decision 0060), and events past their retention erase their responses' personal data
   * (services/erasures.ts), and closed polls' invitations a crash left unsent go
   * (polls/invitations.ts), and series make the occurrences coming due and answer them for
   * their standing answers (series/series-sweep.ts). Imported here for the same reason as the
   * API: no isolate pays for it at start.
   */
  async scheduled(_controller, env) {
    const [
      { syncRooms },
      { forgetCancellations },
      { eraseDueEvents },
      { createDb },
      polls,
      series,
    ] = await Promise.all([
      import("./services/room-syncs"),
      import("./services/cancelled-events"),
      import("./services/erasures"),
      import("./db/client"),
      import("./polls/poll-sweep"),
      import("./series/series-sweep"),
    ]);
    await Promise.all([
      syncRooms(env),
      forgetCancellations(createDb(env.DB)),
      eraseDueEvents(env),
      polls.sweepPolls(env),
      series.sweepSeries(env),
    ]);
  },
} satisfies ExportedHandler<Env>;
