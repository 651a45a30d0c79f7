import type { ErrorCode } from "#contract/error-codes";
import { app } from "./app";
import { ConfigError, configOf } from "./lib/config";
import { serveAsset } from "./static-assets";

export { EventRoom } from "./event-room/event-room";

export default {
  fetch(request, env, ctx) {
    if (!new URL(request.url).pathname.startsWith("/api/")) return serveAsset(request, env);
    try {
      configOf(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // A misconfigured production deployment serves no API rather than run insecurely.
      console.error(error.message);
      const code: ErrorCode = "server_misconfigured";
      return Response.json({ detail: error.message, code }, { status: 503 });
    }
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
