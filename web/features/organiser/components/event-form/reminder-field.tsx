import type { UseFormReturn } from "react-hook-form";
import { type EventFormValues, REMINDER_HOURS } from "./event-form-schema";

/** The dialog's choices in words; other hours (set through the API) read plainly. */
const NAMED: Record<number, string> = {
  1: "1시간 전",
  3: "3시간 전",
  24: "하루 전",
  48: "이틀 전",
  168: "일주일 전",
};
export const reminderLabel = (hours: number) => NAMED[hours] ?? `${hours}시간 전`;

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
          리마인더
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
          <option value="">안 보냄</option>
          {reminderChoices(defaultValues?.reminder_hours).map((hours) => (
            <option key={hours} value={String(hours)}>
              {reminderLabel(hours)}
            </option>
          ))}
        </select>
        <p id="event-reminder-hours-help" className="label whitespace-normal">
          참석으로 응답하고 알림(이메일이나 푸시)을 켠 사람에게 한 번 보냅니다. '참석 유지'나 '못
          가요'로 답할 수 있어요.
        </p>
        {error && <p className="label text-error whitespace-normal">{error}</p>}
      </fieldset>
      <fieldset className="fieldset content-start">
        <label className="fieldset-legend" htmlFor="event-reminder">
          리마인더 메시지
        </label>
        <textarea
          id="event-reminder"
          rows={2}
          placeholder="참석자에게 전할 안내 (예: 준비물)"
          aria-describedby="event-reminder-help"
          className={`textarea w-full ${errors.reminder_message ? "textarea-error" : ""}`}
          {...form.register("reminder_message")}
        />
        <p id="event-reminder-help" className="label whitespace-normal">
          리마인더와 함께 보내고, 초대 페이지에도 보여줍니다.
        </p>
        {errors.reminder_message && (
          <p className="label text-error whitespace-normal">{errors.reminder_message.message}</p>
        )}
      </fieldset>
    </div>
  );
}
