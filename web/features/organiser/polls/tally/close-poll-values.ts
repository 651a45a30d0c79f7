import type { PollClose, PollDetail } from "#contract/polls";
import { toZonedInput } from "../../../../lib/date-inputs";
import {
  type EventFormValues,
  emptyEventForm,
  toEventBody,
} from "../../components/event-form/event-form-schema";

type PollOption = PollDetail["options"][number];

/**
 * The close dialog holds an event form's values, so that the event dialog's own fields and
 * checks serve it: the poll's title, place, zone and language, and the chosen date as the
 * event's, none of them shown; the event's own settings as a new event starts them.
 */
export function closeFormValues(
  poll: PollDetail,
  option: PollOption,
  retentionDays: number | undefined,
): EventFormValues {
  return {
    ...emptyEventForm(retentionDays),
    title: poll.title,
    description: poll.description ?? "",
    location: poll.location ?? "",
    time_zone: poll.time_zone,
    language: poll.language,
    event_date: toZonedInput(option.starts_at, poll.time_zone),
  };
}

/** POST /polls/{id}/close's body: the chosen date and the event's settings as the form reads them. */
export function toPollClose(optionId: string, values: EventFormValues): PollClose {
  const event = toEventBody(values);
  return {
    option_id: optionId,
    deadline_date: event.deadline_date,
    max_participants: event.max_participants,
    allow_duplicate: event.allow_duplicate,
    max_guests: event.max_guests,
    promotion: event.promotion,
    offer_hours: event.offer_hours,
    reminder_message: event.reminder_message,
    contact: event.contact,
    reminder_hours: event.reminder_hours,
    guest_list: event.guest_list,
    questions: event.questions,
    retention_days: event.retention_days,
  };
}
