import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { events, series } from "../db/schema";
import { ApiError, idempotencyKeyReused, validationError } from "../lib/errors";
import { resolveQuestions } from "../services/event-questions";
import type { CreationKey, ParsedEventCreate } from "../services/events";
import { AHEAD_AT_LEAST, AHEAD_MS, expand, localStartOf } from "./occurrence-dates";
import { deadlineMinutesOf, seriesSettingsOf } from "./series-settings";
import { topUp } from "./top-up";

/** A create as validated with its rule (services/events.ts's, and a `recurrence`). */
export type SeriesCreate = ParsedEventCreate & { recurrence: string };

/** The rule gives no date after now: nothing would be made. */
export const noDateLeft = () =>
  validationError(
    ["body", "recurrence"],
    "The rule gives no date after now: start later, or end it later",
    "recurrence_no_date",
  );

/** Whether the rule gives a date that has not begun (what a series must have to be made). */
export function hasDateAhead(recurrence: string, startsLocal: string, zone: string, now: number) {
  const { dates } = expand(recurrence, startsLocal, zone, {
    after: null,
    before: now + AHEAD_MS,
    notBefore: now,
    atLeast: AHEAD_AT_LEAST,
  });
  return dates.some((date) => Date.parse(date.at) > now);
}

/**
 * Makes a series and its first occurrences (decision 0069) and answers the first of them, as
 * `POST /events/` answers the event it made. With a creation key, at most once per key and
 * owner, as events are: a retry gets the series made first, topped up if the first attempt
 * died before its occurrences were.
 */
export async function createSeries(
  env: Env,
  db: Db,
  owner: UserRow,
  input: SeriesCreate,
  creation: CreationKey | null,
  now = Date.now(),
) {
  const startsLocal = localStartOf(input.event_date, input.time_zone);
  if (!hasDateAhead(input.recurrence, startsLocal, input.time_zone, now)) throw noDateLeft();
  const { recurrence, questions, ...given } = input;
  const settings = seriesSettingsOf(
    { ...given, language: given.language },
    owner.language,
    // A new series has no questions yet: any id sent is unknown (a 422), as for an event.
    resolveQuestions(questions, []),
  );
  const [made] = await db
    .insert(series)
    .values({
      id: crypto.randomUUID(),
      ownerId: owner.id,
      recurrence,
      startsLocal,
      timeZone: input.time_zone,
      settings: JSON.stringify(settings),
      deadlineMinutes: deadlineMinutesOf(input),
      topUpAt: new Date(now).toISOString(),
      creationKey: creation?.key,
      creationHash: creation?.hash,
    })
    .onConflictDoNothing({ target: [series.ownerId, series.creationKey] })
    .returning();
  const row = made ?? (await earlierSeries(db, owner, creation));
  await topUp(env, db, row, now);
  const first = await db.query.events.findFirst({
    where: and(eq(events.seriesId, row.id), gt(events.eventDate, new Date(now).toISOString())),
    orderBy: asc(events.eventDate),
  });
  // Ended or emptied between the insert that met it and this read: the key named that series.
  if (!first) throw new ApiError("event_not_found");
  return first;
}

async function earlierSeries(db: Db, owner: UserRow, creation: CreationKey | null) {
  const earlier = creation
    ? await db.query.series.findFirst({
        where: and(eq(series.ownerId, owner.id), eq(series.creationKey, creation.key)),
      })
    : undefined;
  if (!earlier) throw new ApiError("event_not_found");
  if (earlier.creationHash !== creation?.hash) throw idempotencyKeyReused();
  return earlier;
}

/** The series an occurrence belongs to, by its id, when the caller owns it (or null). */
export const ownedSeries = (db: Db, seriesId: string, ownerId: string) =>
  db.query.series.findFirst({
    where: and(eq(series.id, seriesId), eq(series.ownerId, ownerId)),
  });
