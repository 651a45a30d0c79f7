import http from "node:http";
import { expect, test } from "@playwright/test";

/**
 * The local server (miniflare's Node front before workerd) used to break a kept-alive
 * connection when the Worker answered without reading the request's body: the next request on
 * it failed with 500 "fetch failed" or ECONNRESET (17 of 20 in a trial). The Worker now reads
 * every body to its end before answering; this sends refusals with unread bodies, each followed
 * by a normal request on the same connection.
 */
type Sent = { status: number; socket: unknown; body: string };

function send(
  agent: http.Agent,
  origin: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, method, path: url.pathname, headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, socket: req.socket, body: text }),
        );
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

test("a refusal that never read the body leaves the connection usable for the next request", async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const big = "x".repeat(200 * 1024);
  const json = { "content-type": "application/json" };
  const refusals: [string, string, string, Record<string, string>, number][] = [
    ["POST", "/api/v1/users/signup", big, json, 413],
    ["POST", "/api/v1/login/test-token", JSON.stringify({ pad: big.slice(0, 30_000) }), json, 401],
    ["POST", "/api/v1/no/such/route", JSON.stringify({ pad: big.slice(0, 30_000) }), json, 404],
    [
      "PUT",
      "/api/v1/events/not-a-uuid/modify",
      JSON.stringify({ pad: big.slice(0, 30_000) }),
      json,
      422,
    ],
    ["POST", "/about", big, { "content-type": "text/plain" }, 200],
  ];
  try {
    for (let round = 0; round < 8; round++) {
      for (const [method, path, body, headers, status] of refusals) {
        const refused = await send(agent, baseURL as string, method, path, body, headers);
        expect.soft(refused.status, `${method} ${path}`).not.toBe(500);
        if (path.startsWith("/api/")) expect(refused.status, `${method} ${path}`).toBe(status);
        const next = await send(agent, baseURL as string, "GET", "/api/v1/utils/health-check/");
        expect(next.status, `after ${method} ${path}, round ${round}: ${next.body}`).toBe(200);
        // Same socket: the follow-up really went over the refused request's connection.
        expect(next.socket).toBe(refused.socket);
      }
    }
  } finally {
    agent.destroy();
  }
});
