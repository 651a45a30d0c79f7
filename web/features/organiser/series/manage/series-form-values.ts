import type { EventPublic } from "#contract/events";
import type { SeriesPublic, SeriesUpdate } from "#contract/series";
import {
  type EventFormValues,
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../components/event-form/event-form-schema";
import { repeatValuesOf, sameRule } from "../form/repeat-values";

/** The fields of an event a series' `settings` may hold, as the event dialog reads them. */
type Settings = Omit<
  EventPublic,
  "id" | "series_id" | "owner_id" | "role" | "created_at" | "updated_at" | "erased_at"
>;

/**
 * The event dialog's values for a series: its settings (those new occurrences get), its title
 * and zone, and the date it goes on from, the next occurrence (or its first once none is left).
 * A setting the series does not hold reads as a new event's would.
 */
export function seriesFormValues(series: SeriesPublic, retentionMax?: number): EventFormValues {
  const empty = emptyEventForm(retentionMax);
  const settings = series.settings as Partial<Settings>;
  const read = <K extends keyof Settings>(key: K, fallback: Settings[K]): Settings[K] =>
    settings[key] === undefined ? fallback : (settings[key] as Settings[K]);
  const eventDate = series.next_date ?? series.first_date;
  // The series keeps its deadline as minutes before each occurrence: shown on the first one.
  const minutes = series.settings.deadline_minutes;
  const event = {
    title: series.title,
    time_zone: series.time_zone,
    event_date: eventDate,
    deadline_date:
      typeof minutes === "number"
        ? new Date(Date.parse(eventDate) - minutes * 60_000).toISOString()
        : null,
    description: read("description", null),
    location: read("location", null),
    max_participants: read("max_participants", null),
    max_guests: read("max_guests", 0),
    promotion: read("promotion", "instant"),
    offer_hours: read("offer_hours", Number(empty.offer_hours)),
    allow_duplicate: read("allow_duplicate", false),
    guest_list: read("guest_list", "names"),
    language: read("language", empty.language),
    reminder_hours: read("reminder_hours", null),
    reminder_message: read("reminder_message", null),
    contact: read("contact", null),
    questions: Array.isArray(settings.questions) ? settings.questions : [],
    retention_days: read("retention_days", retentionMax ?? 0),
  } as EventPublic;
  const values = toFormValues(event);
  if (settings.retention_days == null) values.retention_days = empty.retention_days;
  return { ...values, repeat: repeatValuesOf(series.recurrence, values.event_date) };
}

/**
 * PUT /series/{id}'s body: the settings as the dialog holds them; the date and the rule only
 * when changed, since either moves every occurrence not yet begun (decision 0069); the deadline
 * only when it or the date changed, the Worker keeping its distance from each occurrence.
 */
export function toSeriesBody(
  values: EventFormValues,
  initial: EventFormValues,
  series: SeriesPublic,
): SeriesUpdate {
  const { deadline_date, recurrence, event_date, ...settings } = toEventBody(values);
  const changed = (field: "event_date" | "deadline_date") =>
    values[field] !== initial[field] || values[`${field}_choice`] !== initial[`${field}_choice`];
  const moved = changed("event_date");
  return {
    ...settings,
    ...(moved ? { event_date } : {}),
    ...(moved || changed("deadline_date") ? { deadline_date } : {}),
    ...(recurrence && !sameRule(recurrence, series.recurrence) ? { recurrence } : {}),
  };
}
