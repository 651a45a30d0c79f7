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
import { serveEventPage } from "../../worker/pages/event-page";
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
  /** The calls pages made for the public view (scripts/bench/views.ts), since the room woke. */
  private snapshotReads = 0;

  /** How far away the room is made to answer from: a wait before each public view it gives. */
  private distanceMs = 0;

  override async publicSnapshot(...call: Parameters<DeployedRoom["publicSnapshot"]>) {
    this.snapshotReads += 1;
    if (this.distanceMs > 0) await scheduler.wait(this.distanceMs);
    return super.publicSnapshot(...call);
  }

  benchSnapshotReads() {
    return this.snapshotReads;
  }

  benchDistance(ms: number) {
    this.distanceMs = ms;
  }

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

/** The bench room's own calls, as a stub of it offers them. */
type BenchRoom = {
  benchSnapshotReads(): Promise<number>;
  benchDistance(ms: number): Promise<void>;
};

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
  .get("/__bench/room/snapshot-reads", async (c) => {
    const id = c.req.query("id") ?? "";
    const room = roomFor(c.env, id) as unknown as BenchRoom;
    return c.json({ reads: await room.benchSnapshotReads() });
  })
  .post("/__bench/room/distance", async (c) => {
    const id = c.req.query("id") ?? "";
    await (roomFor(c.env, id) as unknown as BenchRoom).benchDistance(Number(c.req.query("ms")));
    return c.json({ ok: true });
  })
  // The event room's floor: the snapshot the invite page reads, straight from the room.
  .get("/__bench/room/snapshot", async (c) => {
    const id = c.req.query("id") ?? "";
    const snapshot = await roomFor(c.env, id).publicSnapshot(id);
    if (!snapshot.ok) return c.json({ refused: true }, 404);
    return c.body(snapshot.json, 200, { "Content-Type": "application/json; charset=utf-8" });
  });

/**
 * The invite page as served, its event's view read from the copy near the reader, or (`fresh=1`)
 * from the room on every view as before that copy existed: the two arms of
 * scripts/bench/views.ts, through the same code.
 */
function benchPage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | null {
  const url = new URL(request.url);
  const eventId = /^\/__bench\/page\/([0-9a-f-]{36})$/.exec(url.pathname)?.[1];
  if (!eventId) return null;
  const page = new Request(new URL(`/events/${eventId}/public`, url), { headers: request.headers });
  // The room's arm keeps no copy either, as the page before it.
  const reading =
    url.searchParams.get("fresh") === "1" ? { fresh: true } : { origin: url.origin, ctx };
  return serveEventPage(page, env, env.ASSETS, reading, eventId);
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/__bench/"))
      return benchPage(request, env, ctx) ?? bench.fetch(request, env, ctx);
    // Counted only when asked, so the other benchmarks measure the app as it is.
    return request.headers.has(ROWS_READ)
      ? withRowsRead(env, async () => app.fetch(request, env, ctx))
      : app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
