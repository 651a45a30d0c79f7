import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { RETENTION_DAYS_MAX } from "#contract/retention";
import { m } from "#messages";
import { appSettingsQuery } from "../../../../lib/app-settings";
import type { EventFormValues } from "./event-form-schema";
import { retentionRefusal, typedRetentionDays } from "./retention-days";

type RetentionFieldProps = {
  form: UseFormReturn<EventFormValues>;
  /** The installation's RETENTION_DAYS; undefined until GET /utils/config has answered. */
  max: number | undefined;
  /** The last save's failure: a 422 about the days is shown here, as the form's checks are. */
  refusal: unknown;
};

/**
 * '응답자 개인정보 보관': how many days after the event its responses' personal data is kept,
 * 1 to the installation's days, which a new event starts from. The help says what is erased
 * then and what stays, with the days typed, so the choice reads as its consequence.
 */
export function RetentionField({ form, max, refusal }: RetentionFieldProps) {
  const queryClient = useQueryClient();
  const error = form.formState.errors.retention_days?.message;
  const days = typedRetentionDays(form.watch("retention_days"), max);

  // The settings arrived after the dialog opened: a new event's untouched field takes their days.
  useEffect(() => {
    if (max === undefined || form.getValues("retention_days") !== "") return;
    if (form.getFieldState("retention_days").isDirty) return;
    form.resetField("retention_days", { defaultValue: String(max) });
  }, [form, max]);

  // The API refused the days: said on the field, and the bound read again, since the one the
  // form checked against was out of date (or missing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal; the bound read again changes `max`, which must not say it twice.
  useEffect(() => {
    const message = retentionRefusal(refusal, max);
    if (!message) return;
    form.setError("retention_days", { type: "server", message }, { shouldFocus: true });
    void queryClient.invalidateQueries({ queryKey: appSettingsQuery.queryKey });
  }, [refusal, form, queryClient]);

  return (
    <fieldset className="fieldset">
      {/* The field's name; the label around the box is its tap area (one label per field). */}
      <legend id="event-retention-legend" className="fieldset-legend">
        {m.organiser_field_retention()}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* A label, as the offer hours' box is: a tap on the unit lands in the field too. */}
        <label className={`input w-auto ${error ? "input-error" : ""}`}>
          <input
            id="event-retention-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={max ?? RETENTION_DAYS_MAX}
            step={1}
            className="w-14 tabular-nums"
            aria-labelledby="event-retention-legend"
            aria-describedby="event-retention-help"
            aria-invalid={error ? true : undefined}
            {...form.register("retention_days")}
          />
          <span className="whitespace-nowrap text-base-content/70">
            {/* Nothing readable typed: the plural's form ('days'). */}
            {m.organiser_field_retention_unit({ days: days ?? 0 })}
          </span>
        </label>
        {max !== undefined && (
          <span className="text-sm text-base-content/70">
            {m.organiser_field_retention_max({ max })}
          </span>
        )}
      </div>
      <p id="event-retention-help" className="label whitespace-normal">
        {days === undefined
          ? m.organiser_field_retention_help_unset()
          : m.organiser_field_retention_help({ days })}
      </p>
      {error && <p className="label text-error whitespace-normal">{error}</p>}
    </fieldset>
  );
}
