import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import { type EventFormValues, REMINDER_HOURS } from "./event-form-schema";

/** The dialog's choices in words; other hours (set through the API) read plainly. */
const NAMED: Record<number, () => string> = {
  1: m.organiser_field_reminder_1h,
  3: m.organiser_field_reminder_3h,
  24: m.organiser_field_reminder_1d,
  48: m.organiser_field_reminder_2d,
  168: m.organiser_field_reminder_1w,
};
export const reminderLabel = (hours: number) =>
  NAMED[hours]?.() ?? m.organiser_field_reminder_hours({ hours });

/**
 * The select's hours: the dialog's choices, and the event's own when the API set another (5),
 * in order, so that saving the event unchanged keeps it instead of dropping it.
 */
export function reminderChoices(saved: string | undefined): number[] {
  const own = Number(saved);
  const choices: number[] = [...REMINDER_HOURS.choices];
  if (saved && Number.isInteger(own) && !choices.includes(own)) choices.push(own);
  return choices.sort((a, b) => a - b);
}

/**
 * '리마인더' (decision 0026): how long before the event attending invitees who can be told get a
 * reminder they answer with '참석 유지' or '못 가요', and beside it the message that goes with it
 * (the event's `reminder_message`, which the invite page shows too, reminder or not).
 */
export function ReminderField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { errors, defaultValues } = form.formState;
  const error = errors.reminder_hours?.message;
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <fieldset className="fieldset content-start">
        <label className="fieldset-legend" htmlFor="event-reminder-hours">
          {m.organiser_field_reminder()}
        </label>
        <select
          id="event-reminder-hours"
          className={`select w-full ${error ? "select-error" : ""}`}
          aria-describedby="event-reminder-hours-help"
          aria-invalid={error ? true : undefined}
          // On the element too, as in MaxGuestsField: the tests' DOM starts a select unselected.
          defaultValue={defaultValues?.reminder_hours}
          {...form.register("reminder_hours")}
        >
          <option value="">{m.organiser_field_reminder_none()}</option>
          {reminderChoices(defaultValues?.reminder_hours).map((hours) => (
            <option key={hours} value={String(hours)}>
              {reminderLabel(hours)}
            </option>
          ))}
        </select>
        <p id="event-reminder-hours-help" className="label whitespace-normal">
          {m.organiser_field_reminder_help()}
        </p>
        {error && <p className="label text-error whitespace-normal">{error}</p>}
      </fieldset>
      <fieldset className="fieldset content-start">
        <label className="fieldset-legend" htmlFor="event-reminder">
          {m.organiser_field_reminder_message()}
        </label>
        <textarea
          id="event-reminder"
          rows={2}
          placeholder={m.organiser_field_reminder_message_placeholder()}
          aria-describedby="event-reminder-help"
          className={`textarea w-full ${errors.reminder_message ? "textarea-error" : ""}`}
          {...form.register("reminder_message")}
        />
        <p id="event-reminder-help" className="label whitespace-normal">
          {m.organiser_field_reminder_message_help()}
        </p>
        {errors.reminder_message && (
          <p className="label text-error whitespace-normal">{errors.reminder_message.message}</p>
        )}
      </fieldset>
    </div>
  );
}
