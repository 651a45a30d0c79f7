import type { EventRow } from "../db/schema";
import type { RoomConfig } from "./types";

/** From a drizzle row (the Worker pushing config). */
export const configFromEvent = (event: EventRow): RoomConfig => ({
  id: event.id,
  title: event.title,
  description: event.description,
  location: event.location,
  event_date: event.eventDate,
  deadline_date: event.deadlineDate,
  max_participants: event.maxParticipants,
  allow_duplicate: event.allowDuplicate,
  reminder_message: event.reminderMessage,
  config_version: event.configVersion,
});

/** From a raw D1 row (the room loading its config itself). */
export const configFromEventRow = (row: Record<string, unknown>): RoomConfig => ({
  id: String(row.id),
  title: String(row.title),
  description: (row.description as string | null) ?? null,
  location: (row.location as string | null) ?? null,
  event_date: String(row.event_date),
  deadline_date: (row.deadline_date as string | null) ?? null,
  max_participants: (row.max_participants as number | null) ?? null,
  allow_duplicate: Boolean(row.allow_duplicate),
  reminder_message: (row.reminder_message as string | null) ?? null,
  config_version: Number(row.config_version),
});
