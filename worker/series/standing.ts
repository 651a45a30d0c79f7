import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { PushSubscriptionJson } from "#contract/push";
import type { Language } from "#i18n/language";
import type { Db } from "../db/client";
import {
  type EventRow,
  events,
  type StandingAnswerRow,
  standingAnswers,
  standingReplies,
} from "../db/schema";
import { errorText } from "../lib/log-text";
import { roomFor } from "../services/event-rooms";
import { mailStandingReplies } from "./standing-mail";

/**
 * Standing answers ('매번 참석', decision 0069): a member's name, password (hashed), guests
 * and proven address answer every later occurrence of the series, each as an ordinary
 * submission to that occurrence's room, under its capacity and queue. Occurrences are answered
 * one at a time, soonest first, and within one, standing answers in the order they were made,
 * so a full occurrence queues them in that order. Each (answer, occurrence) is claimed in D1
 * before its room is asked, with the answer's own idempotency key, so it is made once however
 * often it is tried.
 */

/** What a member's response on one occurrence carries into the standing answer. */
export interface StandingStart {
  event: Pick<EventRow, "id" | "seriesId" | "eventDate">;
  responseId: string;
  name: string;
  nameKey: string;
  passwordHash: string;
  guests: number;
  message: string | null;
  answers: Record<string, unknown> | undefined;
  notifyEmail: string | null;
  language: Language;
  origin: string;
}

const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** A standing answer already in force under this name, in the occurrence's series. */
export async function standingByName(db: Db, seriesId: string, nameKey: string) {
  return db.query.standingAnswers.findFirst({
    columns: { id: true, eventId: true },
    where: and(
      eq(standingAnswers.seriesId, seriesId),
      eq(standingAnswers.nameKey, nameKey),
      isNull(standingAnswers.stoppedAt),
    ),
  });
}

/**
 * Starts a standing answer from a response just made or changed: the response is its answer
 * for that occurrence, and every later occurrence made already is answered now. False when
 * another standing answer of that name is in force (a race the caller's check lost).
 */
export async function startStanding(env: Env, db: Db, start: StandingStart): Promise<boolean> {
  const seriesId = start.event.seriesId;
  if (!seriesId) return false;
  const id = crypto.randomUUID();
  const later = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.seriesId, seriesId),
        gt(events.eventDate, start.event.eventDate),
        gt(events.eventDate, new Date().toISOString()),
      ),
    )
    .orderBy(asc(events.eventDate));
  // One batch: the answer, its reply on this occurrence, and its claim on each later one, so a
  // crash after it leaves claims the sweep takes up, never an answer that misses a meeting.
  // The replies are written only if the answer was (another of that name may hold the place).
  const replyIf = (eventId: string, state: "answered" | "pending", responseId: string | null) =>
    db
      .insert(standingReplies)
      .select(
        db
          .select({
            standingId: standingAnswers.id,
            eventId: sql<string>`${eventId}`.as("event_id"),
            responseId: sql<string | null>`${responseId}`.as("response_id"),
            state: sql<"answered" | "pending">`${state}`.as("state"),
            mailOwed: sql<boolean>`0`.as("mail_owed"),
            mailClaimedAt: sql<number | null>`NULL`.as("mail_claimed_at"),
            updatedAt: NOW.as("updated_at"),
          })
          .from(standingAnswers)
          .where(eq(standingAnswers.id, id)),
      )
      .onConflictDoNothing();
  const [made] = await db.batch([
    db
      .insert(standingAnswers)
      .values({
        id,
        seriesId,
        seq: sql`(SELECT coalesce(max(seq), 0) + 1 FROM standing_answers WHERE series_id = ${seriesId})`,
        name: start.name,
        nameKey: start.nameKey,
        passwordHash: start.passwordHash,
        guests: start.guests,
        message: start.message,
        answers: start.answers ? JSON.stringify(start.answers) : null,
        notifyEmail: start.notifyEmail,
        language: start.language,
        origin: start.origin,
        eventId: start.event.id,
      })
      .onConflictDoNothing()
      .returning(),
    replyIf(start.event.id, "answered", start.responseId),
    ...later.map((event) => replyIf(event.id, "pending", null)),
  ]);
  const answer = made[0];
  // Taken already: by this very response when the submit is a retry (true), else by another.
  if (!answer) return (await isStanding(db, start.event.id, start.responseId)) !== null;
  for (const event of later) await answerOccurrence(env, db, answer, event.id);
  await mailStandingReplies(
    env,
    db,
    later.map((event) => event.id),
  );
  return true;
}

/** Standing answers in force, in the order they were made (one of them, with `only`). */
const inForce = (db: Db, seriesId: string, only?: string) =>
  db
    .select()
    .from(standingAnswers)
    .where(
      and(
        eq(standingAnswers.seriesId, seriesId),
        isNull(standingAnswers.stoppedAt),
        only ? eq(standingAnswers.id, only) : undefined,
      ),
    )
    .orderBy(asc(standingAnswers.seq));

/**
 * Answers the occurrences (soonest first) for every standing answer in force, or for `only`.
 * A pair already claimed is left to whoever claimed it; the sweep takes up one left pending.
 */
export async function applyStanding(
  env: Env,
  db: Db,
  seriesId: string,
  eventIds: string[],
  only?: string,
) {
  if (eventIds.length === 0) return;
  const answers = await inForce(db, seriesId, only);
  for (const eventId of eventIds) {
    for (const answer of answers) {
      const [claimed] = await db
        .insert(standingReplies)
        .values({ standingId: answer.id, eventId, state: "pending" })
        .onConflictDoNothing()
        .returning({ eventId: standingReplies.eventId });
      if (claimed) await answerOccurrence(env, db, answer, eventId);
    }
  }
  await mailStandingReplies(env, db, eventIds);
}

/** One standing answer made on one occurrence, as its room decides. */
export async function answerOccurrence(
  env: Env,
  db: Db,
  answer: StandingAnswerRow,
  eventId: string,
) {
  let result: Awaited<ReturnType<ReturnType<typeof roomFor>["submit"]>>;
  try {
    result = await roomFor(env, eventId).submit(eventId, {
      name: answer.name,
      nameKey: answer.nameKey,
      passwordHash: answer.passwordHash,
      // Attend, or queue when full: the room decides, as for anyone answering.
      status: "waiting",
      message: answer.message,
      guests: answer.guests,
      // The answer's own key: tried again after a crash, the room gives its first reply.
      idempotencyKey: `standing:${answer.id}`,
      requestHash: null,
      source: null,
      notifyEmail: answer.emailProven ? answer.notifyEmail : null,
      notifyEmailProven: answer.emailProven,
      origin: answer.origin,
      answers: answer.answers ? (JSON.parse(answer.answers) as Record<string, unknown>) : undefined,
      language: answer.language,
    });
  } catch (error) {
    // Left pending: the sweep asks again with the same key.
    console.error(`standing answer ${answer.id}: ${errorText(error)}`);
    return;
  }
  if (result.ok && answer.pushSubscription) {
    await givePush(env, answer, eventId, result.reply.response.id);
  }
  await db
    .update(standingReplies)
    .set(
      result.ok
        ? {
            state: "answered",
            responseId: result.reply.response.id,
            // Told by mail, with its skip and stop links, where an address was proven.
            mailOwed: answer.emailProven && answer.notifyEmail !== null,
            updatedAt: NOW,
          }
        : { state: "refused", updatedAt: NOW },
    )
    .where(and(eq(standingReplies.standingId, answer.id), eq(standingReplies.eventId, eventId)));
}

/** The responses a standing answer made on occurrences starting after `after`, soonest first. */
export const answeredAfter = (db: Db, standingId: string, after: string) =>
  db
    .select({ eventId: standingReplies.eventId, responseId: standingReplies.responseId })
    .from(standingReplies)
    .innerJoin(events, eq(events.id, standingReplies.eventId))
    .where(
      and(
        eq(standingReplies.standingId, standingId),
        eq(standingReplies.state, "answered"),
        gt(events.eventDate, after),
      ),
    )
    .orderBy(asc(events.eventDate));

/** Whether a response on an occurrence is a standing answer's in force. */
export async function isStanding(db: Db, eventId: string, responseId: string) {
  const row = await db
    .select({ id: standingAnswers.id })
    .from(standingReplies)
    .innerJoin(standingAnswers, eq(standingAnswers.id, standingReplies.standingId))
    .where(
      and(
        eq(standingReplies.eventId, eventId),
        eq(standingReplies.responseId, responseId),
        isNull(standingAnswers.stoppedAt),
      ),
    )
    .limit(1);
  return row[0]?.id ?? null;
}

/** The member's browser, subscribed for a response the standing answer made (by its hash). */
export async function givePush(
  env: Env,
  answer: StandingAnswerRow,
  eventId: string,
  responseId: string,
) {
  if (!answer.pushSubscription) return;
  await roomFor(env, eventId).subscribePush(eventId, {
    responseId,
    expectedHash: answer.passwordHash,
    source: `standing:${answer.id}`,
    reservedIds: [],
    subscription: JSON.parse(answer.pushSubscription) as PushSubscriptionJson,
  });
}
