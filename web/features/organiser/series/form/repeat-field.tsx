import type { UseFormReturn } from "react-hook-form";
import { canonicalZone } from "#contract/time-zones";
import { getLocale } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";
import { type EventFormValues, resolveInput } from "../../components/event-form/event-form-schema";
import { ruleWords } from "../rule-words";
import { RepeatEnd } from "./repeat-end";
import { RepeatPreview } from "./repeat-preview";
import { type RepeatKind, type RepeatValues, recurrenceOf } from "./repeat-values";
import { WeekdayChoice } from "./weekday-choice";

/**
 * A choice's label: the rule it makes on the chosen date in words ('매월 둘째 주 화요일',
 * '매월 15일'), or what it will be while no date is chosen.
 */
function kindLabel(kind: RepeatKind, repeat: RepeatValues, eventDate: string): string {
  const language = getLocale();
  switch (kind) {
    case "none":
      return m.series_repeat_none();
    case "weekly":
      return m.series_repeat_weekly();
    case "biweekly":
      return m.series_repeat_biweekly();
    case "kept":
      return m.series_repeat_kept({ rule: ruleWords(repeat.kept, language) });
    default: {
      const rule = recurrenceOf({ ...repeat, kind, end: "never" }, eventDate);
      if (rule) return ruleWords(rule, language);
      return kind === "monthly_weekday"
        ? m.series_repeat_monthly_weekday_later()
        : m.series_repeat_monthly_date_later();
    }
  }
}

/**
 * '반복': whether the event repeats, on which days, until when, and the dates that gives. On a
 * new event it makes a series (its first occurrence is this event); on a series' page it changes
 * the series' rule, where 반복 안 함 is '반복 종료' instead.
 */
export function RepeatField({
  form,
  series,
}: {
  form: UseFormReturn<EventFormValues>;
  /** The series' own dialog: no '반복 안 함', and its rule kept as a choice if the dialog cannot make it. */
  series: boolean;
}) {
  const repeat = form.watch("repeat");
  const eventDate = form.watch("event_date");
  const choice = form.watch("event_date_choice");
  const kinds: RepeatKind[] = [
    ...(series ? [] : ["none" as const]),
    "weekly",
    "biweekly",
    "monthly_weekday",
    "monthly_date",
    ...(series && repeat.kept ? ["kept" as const] : []),
  ];
  const weekly = repeat.kind === "weekly" || repeat.kind === "biweekly";
  // A zone still being typed gives no instant until it is one.
  const zone = canonicalZone(form.watch("time_zone").trim());
  const read = zone ? resolveInput(eventDate, zone, choice ?? "") : null;
  const start = read && "iso" in read ? read.iso : null;

  return (
    <div className="flex flex-col gap-1" data-testid="repeat-field">
      <fieldset className="fieldset">
        <label className="fieldset-legend" htmlFor="event-repeat">
          {m.series_field_repeat()}
        </label>
        <select id="event-repeat" className="select w-full" {...form.register("repeat.kind")}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind, repeat, eventDate)}
            </option>
          ))}
        </select>
        {repeat.kind !== "none" && (
          <p className="label whitespace-normal">{m.series_field_repeat_help()}</p>
        )}
      </fieldset>
      {weekly && <WeekdayChoice form={form} />}
      {repeat.kind !== "none" && repeat.kind !== "kept" && <RepeatEnd form={form} />}
      {repeat.kind !== "none" && (
        <RepeatPreview
          recurrence={recurrenceOf(repeat, eventDate)}
          eventDate={start}
          zone={zone ?? ""}
        />
      )}
    </div>
  );
}
