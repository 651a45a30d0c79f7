import type { UseFormReturn } from "react-hook-form";
import { RECURRENCE_LIMITS } from "#contract/recurrence";
import { m } from "#messages";
import type { EventFormValues } from "../../components/event-form/event-form-schema";
import { REPEAT_ENDS } from "./repeat-values";

const END_LABELS: Record<(typeof REPEAT_ENDS)[number], () => string> = {
  never: m.series_end_never,
  count: m.series_end_after,
  until: m.series_end_on,
};

/** '끝': 계속, after a number of occurrences (COUNT, at most 52), or through a last date (UNTIL). */
export function RepeatEnd({ form }: { form: UseFormReturn<EventFormValues> }) {
  const end = form.watch("repeat.end");
  const errors = form.formState.errors.repeat;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.series_field_end()}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {REPEAT_ENDS.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              value={choice}
              className="radio radio-primary radio-sm"
              {...form.register("repeat.end")}
            />
            {END_LABELS[choice]()}
          </label>
        ))}
      </div>
      {end === "count" && (
        <label className="flex flex-col gap-1">
          <span className="label">{m.series_field_count({ max: RECURRENCE_LIMITS.countMax })}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={RECURRENCE_LIMITS.countMax}
            className={`input w-32 ${errors?.count ? "input-error" : ""}`}
            {...form.register("repeat.count")}
          />
          {errors?.count && (
            <span className="label text-error whitespace-normal">{errors.count.message}</span>
          )}
        </label>
      )}
      {end === "until" && (
        <label className="flex flex-col gap-1">
          <span className="label">{m.series_field_until()}</span>
          <input
            type="date"
            className={`input w-48 ${errors?.until ? "input-error" : ""}`}
            {...form.register("repeat.until")}
          />
          {errors?.until && (
            <span className="label text-error whitespace-normal">{errors.until.message}</span>
          )}
        </label>
      )}
    </fieldset>
  );
}
