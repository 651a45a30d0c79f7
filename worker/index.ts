import type { ErrorCode } from "#contract/error-codes";
import { app } from "./app";
import { ConfigError, configOf } from "./lib/config";
import { readBody } from "./middleware/request-body";
import { serveAsset } from "./static-assets";

export { EventRoom } from "./event-room/event-room";

export default {
  async fetch(request, env, ctx) {
    if (!new URL(request.url).pathname.startsWith("/api/")) {
      // Pages and files take no body; one sent anyway is read off the connection first.
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
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
