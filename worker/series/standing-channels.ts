import { and, eq, isNull } from "drizzle-orm";
import type { PushSubscriptionJson } from "#contract/push";
import type { Db } from "../db/client";
import { standingAnswers, standingReplies } from "../db/schema";
import { roomFor } from "../services/event-rooms";
import { answeredAfter, givePush, isStanding } from "./standing";
import { mailStandingReplies } from "./standing-mail";

/**
 * A standing answer's channels (decision 0069): its address, verified once for the series, and
 * its member's browser, each given to every later meeting it answers.
 */

/**
 * The address a standing answer was started with was proven on its occurrence (a link mailed
 * to it was followed): verified once for the series. Every later occurrence it answered takes
 * the address as proven (no mail of its own to confirm it), and is told by mail, with its skip
 * and stop links; those made from now on are given it as they are answered.
 */
export async function standingAddressProven(env: Env, db: Db, eventId: string, responseId: string) {
  const standingId = await isStanding(db, eventId, responseId);
  if (!standingId) return;
  const [answer] = await db
    .update(standingAnswers)
    .set({ emailProven: true })
    .where(
      and(
        eq(standingAnswers.id, standingId),
        eq(standingAnswers.eventId, eventId),
        isNull(standingAnswers.stoppedAt),
      ),
    )
    .returning();
  if (!answer?.notifyEmail) return;
  const later = await answeredAfter(db, standingId, new Date().toISOString());
  const told: string[] = [];
  for (const reply of later) {
    if (reply.eventId === eventId || !reply.responseId) continue;
    const proven = await roomFor(env, reply.eventId).proveAddress(reply.eventId, {
      responseId: reply.responseId,
      expectedHash: answer.passwordHash,
      address: answer.notifyEmail,
      origin: answer.origin,
    });
    if (!proven.ok) continue;
    told.push(reply.eventId);
    await db
      .update(standingReplies)
      .set({ mailOwed: true })
      .where(
        and(eq(standingReplies.standingId, standingId), eq(standingReplies.eventId, reply.eventId)),
      );
  }
  if (told.length > 0) await mailStandingReplies(env, db, told);
}

/**
 * A browser subscribed to push for a standing answer's response: like its address, a channel
 * for the whole series. The standing answer keeps it for the occurrences made from now on, and
 * every later one it answered already is subscribed now.
 */
export async function standingPushGiven(
  env: Env,
  db: Db,
  eventId: string,
  responseId: string,
  subscription: PushSubscriptionJson,
) {
  const standingId = await isStanding(db, eventId, responseId);
  if (!standingId) return;
  const [answer] = await db
    .update(standingAnswers)
    .set({ pushSubscription: JSON.stringify(subscription) })
    .where(and(eq(standingAnswers.id, standingId), isNull(standingAnswers.stoppedAt)))
    .returning();
  if (!answer) return;
  for (const reply of await answeredAfter(db, standingId, new Date().toISOString())) {
    if (reply.eventId === eventId || !reply.responseId) continue;
    await givePush(env, answer, reply.eventId, reply.responseId);
  }
}
