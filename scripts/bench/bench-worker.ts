/**
 * Bench-only Worker entry: the production app plus routes that measure floors in the same
 * workerd process. Never deployed (wrangler.toml's `main` is worker/index.ts).
 */
import { Hono } from "hono";
import app from "../../worker/index";
import { hashResponsePassword } from "../../worker/lib/password";

export { EventRoom } from "../../worker/index";

const bench = new Hono<{ Bindings: Env }>()
  // The hashing floor: the same PBKDF2 a submission pays, and nothing else.
  .post("/__bench/pbkdf2", async (c) => {
    const { password } = await c.req.json<{ password: string }>();
    await hashResponsePassword(password);
    return c.json({ ok: true }, 201);
  })
  // Holds the one thread for a while (PBKDF2 with as many iterations as asked), for
  // scripts/bench/repro/workerd-busy-reset.ts.
  .post("/__bench/busy", async (c) => {
    const iterations = Number(c.req.query("iterations"));
    const key = await crypto.subtle.importKey("raw", new Uint8Array(8), "PBKDF2", false, [
      "deriveBits",
    ]);
    const salt = new Uint8Array(16);
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
    return c.json({ ok: true });
  })
  // The plain-route floor for read benchmarks.
  .get("/__bench/hello", (c) => c.json({ ok: true }));

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    return pathname.startsWith("/__bench/")
      ? bench.fetch(request, env, ctx)
      : app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
