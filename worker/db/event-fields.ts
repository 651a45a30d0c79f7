import type { EventDetails } from "#contract/events";
import { readQuestions } from "./questions-column";
import type { EventRow } from "./schema";

/**
 * Each setting an organiser gives an event: its name in the API (contract/events.ts) and its
 * column in D1's events row (schema.ts). The one place the two names meet: reading a row
 * (`eventDetailsOf`, for the API and the room) and writing one (`eventColumnsOf`, on create and
 * update) follow from it, and the compiler refuses a setting of `EventDetails` missing here.
 * Not here: the `id`, and `questions`, stored as JSON (questions-column.ts) and written only once
 * the service has matched their ids with the event's own (services/event-questions.ts).
 */
export const EVENT_COLUMNS = {
  title: "title",
  description: "description",
  location: "location",
  event_date: "eventDate",
  deadline_date: "deadlineDate",
  max_participants: "maxParticipants",
  allow_duplicate: "allowDuplicate",
  max_guests: "maxGuests",
  promotion: "promotion",
  offer_hours: "offerHours",
  reminder_message: "reminderMessage",
  reminder_hours: "reminderHours",
  contact: "contact",
  time_zone: "timeZone",
  guest_list: "guestList",
  language: "language",
  retention_days: "retentionDays",
} as const satisfies Record<
  Exclude<keyof EventDetails, "id" | "series_id" | "questions">,
  keyof EventRow
>;

type Columns = typeof EVENT_COLUMNS;
type SettingName = keyof Columns;
/** The settings as the row holds them, under the API's names. */
export type EventSettings = { [Name in SettingName]: EventRow[Columns[Name]] };

/** The columns for the settings `given` holds; a setting left undefined is not written. */
type ColumnsOf<Given> = { [Name in keyof Given & SettingName as Columns[Name]]: Given[Name] };

const settingNames = Object.keys(EVENT_COLUMNS) as SettingName[];

/** The event as the API and the room read it, from its D1 row. */
export function eventDetailsOf(row: EventRow): EventDetails {
  const settings = Object.fromEntries(
    settingNames.map((name) => [name, row[EVENT_COLUMNS[name]]]),
  ) as EventSettings;
  return {
    id: row.id,
    series_id: row.seriesId,
    ...settings,
    questions: readQuestions(row.questions),
  };
}

/**
 * The row's columns for the settings an organiser sent (create: all of them; update: those
 * given), ready for drizzle's `.values` or `.set`. Keys that are no setting are left out.
 */
export function eventColumnsOf<Given extends Partial<EventSettings>>(
  given: Given,
): ColumnsOf<Given> {
  const columns: Record<string, unknown> = {};
  for (const name of settingNames) {
    if (name in given) columns[EVENT_COLUMNS[name]] = given[name];
  }
  return columns as ColumnsOf<Given>;
}
