import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { events, standingAnswers, standingReplies } from "../db/schema";
import { roomFor } from "../services/event-rooms";
import { answeredAfter } from "./standing";

const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Stops a standing answer from an occurrence: that occurrence's answer stays (it was given
 * there), each later one it made that has not begun is withdrawn, and what it kept of the
 * member (password hash, address, answers) is forgotten.
 */
export async function stopStanding(env: Env, db: Db, standingId: string, fromEventId: string) {
  const answer = await db.query.standingAnswers.findFirst({
    where: eq(standingAnswers.id, standingId),
  });
  if (!answer) return;
  await db
    .update(standingAnswers)
    .set({
      stoppedAt: NOW,
      passwordHash: "",
      notifyEmail: null,
      emailProven: false,
      pushSubscription: null,
      answers: null,
      message: null,
    })
    .where(and(eq(standingAnswers.id, standingId), isNull(standingAnswers.stoppedAt)));
  const from = await db.query.events.findFirst({
    columns: { eventDate: true },
    where: eq(events.id, fromEventId),
  });
  const after = [from?.eventDate ?? "", new Date().toISOString()].sort().at(-1) ?? "";
  const made = await answeredAfter(db, standingId, after);
  for (const { eventId, responseId } of made) {
    if (!responseId) continue;
    // Under the password it was made with: one the member changed there by hand is theirs now.
    const withdrawn = await roomFor(env, eventId).cancel(eventId, {
      responseId,
      expectedHash: answer.passwordHash,
      source: `standing:${standingId}`,
      reservedIds: [responseId],
    });
    if (withdrawn.ok || withdrawn.code === "response_not_found") {
      await db
        .update(standingReplies)
        .set({ state: "withdrawn", updatedAt: NOW })
        .where(
          and(eq(standingReplies.standingId, standingId), eq(standingReplies.eventId, eventId)),
        );
    }
  }
}
