import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { series, standingAnswers, standingReplies } from "../db/schema";
import { errorText } from "../lib/log-text";
import { answerOccurrence } from "./standing";
import { mailStandingReplies } from "./standing-mail";
import { topUp } from "./top-up";

/** Series a sweep tops up, and standing answers it retries, at most per minute. */
const SWEEP_ROWS = 50;
/** How long a standing answer's submission may be under way before the sweep asks again. */
const PENDING_MS = 5 * 60_000;

/**
 * The minute's sweep (decision 0069): every series whose next date is due gets its occurrences
 * (by the index on `top_up_at`), a standing answer a crash left pending is asked again under
 * its own key (the room gives the first reply if it had it), and mails owed go.
 */
export async function sweepSeries(env: Env, now = Date.now()) {
  const db = createDb(env.DB);
  const due = await db
    .select()
    .from(series)
    .where(and(isNull(series.endedAt), lte(series.topUpAt, new Date(now).toISOString())))
    .orderBy(asc(series.topUpAt))
    .limit(SWEEP_ROWS);
  for (const row of due) {
    try {
      await topUp(env, db, row, now);
    } catch (error) {
      // One series' failure waits for the next minute; the others still get theirs.
      console.error(`series ${row.id}: top-up failed: ${errorText(error)}`);
    }
  }
  const pending = await db
    .select({ answer: standingAnswers, eventId: standingReplies.eventId })
    .from(standingReplies)
    .innerJoin(standingAnswers, eq(standingAnswers.id, standingReplies.standingId))
    .where(
      and(
        eq(standingReplies.state, "pending"),
        isNull(standingAnswers.stoppedAt),
        lte(
          standingReplies.updatedAt,
          sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${new Date(now - PENDING_MS).toISOString()})`,
        ),
      ),
    )
    .orderBy(asc(standingAnswers.seq))
    .limit(SWEEP_ROWS);
  for (const { answer, eventId } of pending) await answerOccurrence(env, db, answer, eventId);
  await mailStandingReplies(env, db, null, now);
}
