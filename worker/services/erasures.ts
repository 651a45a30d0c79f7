import { roomFor } from "./event-rooms";

/** Events asked to erase per minute: a backlog (a first deploy over old events) drains in turns. */
const ERASURES_PER_SWEEP = 25;

/**
 * The minute's sweep (worker/index.ts `scheduled`): every event whose retention is over and not
 * yet erased asks its room to erase its responses' personal data, D1's copies with it (the
 * room's own alarm does the same on time; this reaches rooms nobody woke since). Reads only the
 * events due, by their index (schema.ts `events_erasure`). How many were erased.
 */
export async function eraseDueEvents(env: Env, now = Date.now()): Promise<number> {
  const due = await env.DB.prepare(
    `SELECT id, config_version FROM events
     WHERE erased_at IS NULL AND julianday(event_date) + retention_days <= julianday(?)
     LIMIT ?`,
  )
    .bind(new Date(now).toISOString(), ERASURES_PER_SWEEP)
    .all<{ id: string; config_version: number }>();
  const results = await Promise.allSettled(
    due.results.map(({ id, config_version }) =>
      roomFor(env, id).erasePersonalData(id, config_version),
    ),
  );
  let erased = 0;
  for (const [i, result] of results.entries()) {
    if (result.status === "fulfilled" && result.value.ok && result.value.erased) erased += 1;
    else if (result.status === "rejected") {
      // Asked again next minute; the event's id only, which names nobody.
      console.error(
        JSON.stringify({ level: "error", msg: "erasure failed", event_id: due.results[i]?.id }),
      );
    }
  }
  return erased;
}
