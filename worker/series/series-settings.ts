import type { EventCreate } from "#contract/events";
import type { Question } from "#contract/questions";
import { type EventSettings, eventColumnsOf } from "../db/event-fields";
import { writeQuestions } from "../db/questions-column";
import type { SeriesRow } from "../db/schema";
import type { OccurrenceDate } from "./occurrence-dates";

/**
 * What a series makes each occurrence with: the event's settings but its date, and its
 * questions with their ids, so a standing answer's answers fit every occurrence alike.
 */
export type SeriesSettings = Omit<EventSettings, "event_date" | "deadline_date"> & {
  questions: Question[];
};

/** The settings of a create (or of a series updated), without the date and the deadline. */
export function seriesSettingsOf(
  given: Omit<EventSettings, "language"> & { language: EventSettings["language"] | undefined },
  language: EventSettings["language"],
  questions: Question[],
): SeriesSettings {
  const { event_date: _date, deadline_date: _deadline, ...settings } = given;
  return { ...settings, language: settings.language ?? language, questions };
}

export const readSettings = (row: SeriesRow) => JSON.parse(row.settings) as SeriesSettings;

/** Minutes from a deadline to its event (null: none), which every occurrence keeps. */
export const deadlineMinutesOf = (input: Pick<EventCreate, "event_date" | "deadline_date">) =>
  input.deadline_date
    ? Math.round((Date.parse(input.event_date) - Date.parse(input.deadline_date)) / 60_000)
    : null;

/** An occurrence's deadline: as far before its date as the series says. */
export const deadlineOf = (at: string, minutes: number | null) =>
  minutes === null ? null : new Date(Date.parse(at) - minutes * 60_000).toISOString();

/** The events row of one occurrence. */
export function occurrenceRow(row: SeriesRow, date: OccurrenceDate) {
  const { questions, ...settings } = readSettings(row);
  return {
    id: crypto.randomUUID(),
    ownerId: row.ownerId,
    ...eventColumnsOf({
      ...settings,
      event_date: date.at,
      deadline_date: deadlineOf(date.at, row.deadlineMinutes),
    }),
    questions: writeQuestions(questions),
    seriesId: row.id,
    recurrenceId: date.recurrenceId,
  };
}
