import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { POLL_OPTIONS } from "#contract/poll-rules";
import { m } from "#messages";
import { optionWhen } from "../option-when";
import { emptyRow, nextDay, type PollFormValues } from "./poll-form-schema";

type OptionRowsProps = { form: UseFormReturn<PollFormValues>; zone: string };

/**
 * The dates offered, one row each: a day, a start and, if wanted, an end. A new row takes the
 * last row's times; '다음 날 같은 시간' the last date's day after too, so a week of evenings is a
 * few taps.
 * A date someone voted on stays as it is (the API refuses to move it): shown, not editable.
 */
export function OptionRows({ form, zone }: OptionRowsProps) {
  const rows = useFieldArray({ control: form.control, name: "options" });
  const errors = form.formState.errors.options;
  const values = form.watch("options");
  const last = values[values.length - 1];
  const full = rows.fields.length >= POLL_OPTIONS.max;
  const removable = rows.fields.length > POLL_OPTIONS.min;
  // '다음 날 같은 시간' follows the last date given, into the first empty row after it (a new
  // poll starts with two), else into a new row.
  const sourceIndex = values.findLastIndex((row) => row.day !== "");
  const source = values[sourceIndex];
  const emptyIndex = values.findIndex((row, index) => index > sourceIndex && row.day === "");

  const add = (day: string) =>
    rows.append({ ...emptyRow(), day, start: last?.start || "19:00", end: last?.end ?? "" });

  function addNextDay() {
    if (!source) return;
    const next = { day: nextDay(source.day), start: source.start, end: source.end };
    if (emptyIndex < 0) return rows.append(next);
    for (const [field, value] of Object.entries(next) as [keyof typeof next, string][]) {
      form.setValue(`options.${emptyIndex}.${field}`, value, { shouldDirty: true });
    }
  }

  return (
    <fieldset className="fieldset" data-testid="poll-options">
      <legend className="fieldset-legend">
        {m.poll_org_field_options({ min: POLL_OPTIONS.min, max: POLL_OPTIONS.max })}
      </legend>
      <p className="label whitespace-normal">{m.poll_org_field_options_help()}</p>
      <ol className="flex flex-col gap-2">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const rowErrors = errors?.[index];
          const kept = values[index]?.kept;
          return (
            <li key={row.id} className="flex flex-col gap-1" data-testid="poll-option-row">
              {kept ? (
                <div className="flex min-h-10 flex-wrap items-center gap-2">
                  <span className="tabular-nums">{optionWhen(kept, zone)}</span>
                  <span className="badge badge-ghost badge-sm">{m.poll_org_option_voted()}</span>
                </div>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    type="date"
                    className={`input min-w-36 flex-1 ${rowErrors?.day ? "input-error" : ""}`}
                    aria-label={m.poll_org_field_day({ number })}
                    aria-invalid={rowErrors?.day ? true : undefined}
                    {...form.register(`options.${index}.day`)}
                  />
                  <span className="flex items-center gap-1">
                    <input
                      type="time"
                      className={`input w-28 ${rowErrors?.start ? "input-error" : ""}`}
                      aria-label={m.poll_org_field_start({ number })}
                      aria-invalid={rowErrors?.start ? true : undefined}
                      {...form.register(`options.${index}.start`)}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className={`input w-28 ${rowErrors?.end ? "input-error" : ""}`}
                      aria-label={m.poll_org_field_end({ number })}
                      aria-invalid={rowErrors?.end ? true : undefined}
                      {...form.register(`options.${index}.end`)}
                    />
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-square btn-sm pointer-coarse:size-11"
                    aria-label={m.poll_org_remove_option({ number })}
                    disabled={!removable}
                    onClick={() => rows.remove(index)}
                  >
                    ✕
                  </button>
                </div>
              )}
              {[rowErrors?.day, rowErrors?.start, rowErrors?.end].map(
                (error) =>
                  error?.message && (
                    <p key={error.message} className="text-sm text-error">
                      {error.message}
                    </p>
                  ),
              )}
            </li>
          );
        })}
      </ol>
      {errors?.root?.message && <p className="text-sm text-error">{errors.root.message}</p>}
      {errors?.message && <p className="text-sm text-error">{errors.message}</p>}
      <div className="mt-1 flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm" disabled={full} onClick={() => add("")}>
          {m.poll_org_add_option()}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!source || (full && emptyIndex < 0)}
          onClick={addNextDay}
        >
          {m.poll_org_add_next_day()}
        </button>
      </div>
    </fieldset>
  );
}
