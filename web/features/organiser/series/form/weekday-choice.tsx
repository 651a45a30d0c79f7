import type { UseFormReturn } from "react-hook-form";
import { WEEKDAYS } from "#contract/recurrence";
import { m } from "#messages";
import type { EventFormValues } from "../../components/event-form/event-form-schema";
import { shownWeekdays } from "./repeat-values";

/**
 * The weekdays of a weekly rule, as toggles: the event date's own is on until the organiser
 * picks by hand, so that '매주' on a Tuesday means Tuesdays without a click more.
 */
export function WeekdayChoice({ form }: { form: UseFormReturn<EventFormValues> }) {
  const repeat = form.watch("repeat");
  const shown = shownWeekdays(repeat, form.watch("event_date"));
  const error = form.formState.errors.repeat?.weekdays?.message;

  function toggle(day: (typeof WEEKDAYS)[number]) {
    const next = shown.includes(day) ? shown.filter((one) => one !== day) : [...shown, day];
    form.setValue("repeat.weekdays", next, { shouldDirty: true, shouldValidate: true });
    form.setValue("repeat.weekdays_by_hand", true, { shouldDirty: true });
  }

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.series_field_weekdays()}</legend>
      <div className="flex flex-wrap gap-1">
        {WEEKDAYS.map((day) => (
          <input
            key={day}
            type="checkbox"
            className="btn btn-sm btn-square checked:btn-primary"
            aria-label={m.series_weekday_short({ day })}
            title={m.series_weekday({ day })}
            checked={shown.includes(day)}
            onChange={() => toggle(day)}
          />
        ))}
      </div>
      {error && <p className="label text-error whitespace-normal">{error}</p>}
    </fieldset>
  );
}
