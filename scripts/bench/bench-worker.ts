/**
 * Bench-only Worker entry: the production app plus routes that measure floors in the same
 * workerd process. Never deployed (wrangler.toml's `main` is worker/index.ts).
 */
import { Hono } from "hono";
import type { MailCourier } from "../../worker/event-room/outbox/mail-courier";
import type { PushCourier } from "../../worker/event-room/outbox/push-courier";
import type { RoomConfig } from "../../worker/event-room/store/types";
import app, { EventRoom as DeployedRoom } from "../../worker/index";
import { hashResponsePassword } from "../../worker/lib/password";
import { FULL_COST } from "../../worker/lib/password-cost";
import { roomFor } from "../../worker/services/event-rooms";
import { ROWS_READ, seedOthers, withRowsRead } from "./rows-read-counter";

/**
 * The room as deployed, its invocations that fan out notices marked in the log: each alarm, and
 * an organiser's change with the sending it starts after answering (`waitUntil`). Both marks
 * are I/O edges, so workerd's clock is exact there; scripts/bench/room-cpu.ts sums V8's CPU
 * samples between them.
 */
export class EventRoom extends DeployedRoom {
  private invocations = 0;

  override async configure(config: RoomConfig) {
    const label = `change ${++this.invocations}`;
    mark(label, "start");
    try {
      return await super.configure(config);
    } finally {
      const { courier, mailer } = this as unknown as { courier: PushCourier; mailer: MailCourier };
      this.ctx.waitUntil(
        Promise.all([courier.settled(), mailer.settled()]).then(() => mark(label, "end")),
      );
    }
  }

  override async alarm() {
    const label = `alarm ${++this.invocations}`;
    mark(label, "start");
    try {
      await super.alarm();
    } finally {
      mark(label, "end");
    }
  }
}

/** One edge of a room invocation, in the log (`"bench":"invocation"`), with workerd's clock. */
function mark(label: string, edge: "start" | "end") {
  console.log(JSON.stringify({ bench: "invocation", label, edge, at: Date.now() }));
}

const bench = new Hono<{ Bindings: Env }>()
  // The hashing floor: the same PBKDF2 a submission pays, and nothing else.
  .post("/__bench/pbkdf2", async (c) => {
    const { password } = await c.req.json<{ password: string }>();
    await hashResponsePassword(password, FULL_COST);
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
  .get("/__bench/hello", (c) => c.json({ ok: true }))
  // The local D1's floors: the query users/me needs and the batch the events list needs, in
  // plain SQL on the binding (no middleware, no drizzle, no token), answered as JSON.
  .get("/__bench/d1/user", async (c) => {
    const user = await c.env.DB.prepare("SELECT * FROM users WHERE id = ?")
      .bind(c.req.query("id"))
      .first();
    return c.json(user);
  })
  .get("/__bench/d1/events", async (c) => {
    const owner = c.req.query("owner");
    const [rows, total] = await c.env.DB.batch([
      c.env.DB.prepare(
        "SELECT * FROM events WHERE owner_id = ? ORDER BY event_date DESC, created_at DESC LIMIT 100",
      ).bind(owner),
      c.env.DB.prepare("SELECT count(*) AS total FROM events WHERE owner_id = ?").bind(owner),
    ]);
    return c.json({ data: rows.results, count: total.results[0] });
  })
  // Other organisers' rows around the benchmark's own (scripts/bench/rows.ts).
  .post("/__bench/others", async (c) => {
    await seedOthers(c.env, Number(c.req.query("organisers")), Number(c.req.query("events")));
    return c.json({ ok: true }, 201);
  })
  // The event room's floor: the snapshot the invite page reads, straight from the room.
  .get("/__bench/room/snapshot", async (c) => {
    const id = c.req.query("id") ?? "";
    const snapshot = await roomFor(c.env, id).publicSnapshot(id);
    if (!snapshot.ok) return c.json({ refused: true }, 404);
    return c.body(snapshot.json, 200, { "Content-Type": "application/json; charset=utf-8" });
  });

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/__bench/")) return bench.fetch(request, env, ctx);
    // Counted only when asked, so the other benchmarks measure the app as it is.
    return request.headers.has(ROWS_READ)
      ? withRowsRead(env, async () => app.fetch(request, env, ctx))
      : app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
