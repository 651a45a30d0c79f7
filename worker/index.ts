import { app } from "./app";
import type { Env } from "./env";
import { ConfigError, readConfig } from "./lib/config";

export { EventRoom } from "./event-room/event-room";

export default {
  fetch(request, env, ctx) {
    try {
      readConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // A misconfigured production deployment serves nothing rather than run insecurely.
      console.error(error.message);
      return Response.json({ detail: error.message }, { status: 503 });
    }
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
