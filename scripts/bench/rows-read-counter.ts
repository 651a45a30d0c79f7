/**
 * Bench-only: D1's `meta.rows_read` summed over every statement one request runs, answered in
 * the `x-bench-rows-read` header when the request asks (scripts/bench/rows.ts), and a seed of other organisers'
 * rows. Statements the event rooms run on their own are theirs, not the request's.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The header a request asks for its count with, and the reply carries it in. */
export const ROWS_READ = "x-bench-rows-read";

const reading = new AsyncLocalStorage<{ rows: number }>();
const COUNTED = Symbol.for("bench.rows-read");

type Answer = { meta?: { rows_read?: number } };
type Send = (this: unknown, ...args: unknown[]) => Promise<Answer | Answer[]>;

/**
 * Adds each answer's rows read to the request's count. Every statement, alone or in a batch,
 * reaches D1 through the session class's `_send` (workerd's d1-api.ts).
 */
function countOn(db: D1Database) {
  const sessionClass = Object.getPrototypeOf(db.withSession("first-unconstrained"));
  if (sessionClass[COUNTED]) return;
  sessionClass[COUNTED] = true;
  const send: Send = sessionClass._send;
  sessionClass._send = async function (this: unknown, ...args: unknown[]) {
    const answer = await send.apply(this, args);
    const count = reading.getStore();
    if (count) {
      for (const { meta } of [answer].flat()) count.rows += meta?.rows_read ?? 0;
    }
    return answer;
  };
}

/** Runs a request, answering with the rows its D1 statements read. */
export async function withRowsRead(env: Env, handle: () => Promise<Response>) {
  countOn(env.DB);
  const count = { rows: 0 };
  const res = await reading.run(count, handle);
  const counted = new Response(res.body, res);
  counted.headers.set(ROWS_READ, String(count.rows));
  return counted;
}

/**
 * `organisers` other organisers with `events` events between them, each event with one
 * response, one host and one log line: the service around the caller, in four statements.
 */
export async function seedOthers(env: Env, organisers: number, events: number) {
  // D1 binds a JS number as a real: cast, or 'other-' || (i % 100.0 + 1) names no one.
  const numbers = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)";
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO users (id, email, full_name, hashed_password)
       SELECT 'other-' || i, 'other-' || i || '@example.com', '다른 주최자 ' || i, 'x' FROM n`,
    ).bind(organisers),
    env.DB.prepare(
      `${numbers} INSERT INTO events (id, owner_id, title, event_date)
       SELECT 'other-event-' || i, 'other-' || (i % cast(?2 as integer) + 1), '남의 모임 ' || i,
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', (i % 60 - 30) || ' days') FROM n`,
    ).bind(events, organisers),
    env.DB.prepare(
      `${numbers} INSERT INTO responses
         (id, event_id, name, name_key, status, created_at, updated_at, version)
       SELECT 'other-response-' || i, 'other-event-' || i, '참가자 ' || i, '참가자 ' || i,
              'attending', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 1 FROM n`,
    ).bind(events),
    env.DB.prepare(
      `${numbers} INSERT INTO event_hosts (event_id, user_id, role)
       SELECT 'other-event-' || i, 'other-' || ((i + 1) % cast(?2 as integer) + 1), 'checkin' FROM n`,
    ).bind(events, organisers),
    env.DB.prepare(
      `${numbers} INSERT INTO event_log (id, event_id, at, actor_id, actor, kind, subject)
       SELECT 'other-log-' || i, 'other-event-' || i, '2026-11-01T00:00:00.000Z',
              'other-' || (i % cast(?2 as integer) + 1), '다른 주최자', 'host_added', 'x@example.com' FROM n`,
    ).bind(events, organisers),
  ]);
}
