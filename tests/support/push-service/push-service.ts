import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

export type PushService = { origin: string; close: () => Promise<void> };

/**
 * Starts the local push service (README.md here) on a free port of localhost, over https. Tests
 * use its own HTTP API: POST /subscribe (what a browser's PushManager asks its push service),
 * POST /get-notifications (the decrypted payloads received for a subscription), POST
 * /expire-subscription/{clientHash} (the browser dropped it: pushes then get 410).
 */
export async function startPushService(): Promise<PushService> {
  const require = createRequire(import.meta.url);
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const WebPushTestingServer = require("web-push-testing/src/server.js");
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const server = createServer(
    {
      key: readFileSync(join(import.meta.dirname, "localhost.key")),
      cert: readFileSync(join(import.meta.dirname, "localhost.pem")),
    },
    service._app,
  );
  // Idle connections stay open for the whole run: the tests are about what the room sends, not
  // about a service that drops idle connections (what one does in production is not measured here).
  // Node's default (5 s) closed them while the Worker could still pick one for its next send: on
  // a loaded machine that send was lost ("Network connection lost"), the room rightly retried it
  // later, and a test waiting for it saw nothing (with 1 ms, most push tests fail that way).
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://localhost:${port}`;
  // The package serves plain http on its own; the endpoints it hands out follow our server.
  model.notifyUrl = `${origin}/notify/`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
