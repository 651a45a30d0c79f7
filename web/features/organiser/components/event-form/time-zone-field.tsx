import { useMemo } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { canonicalZone, zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { TextField } from "../../../../components/forms/text-field";
import { fromZonedInput, utcOffsetLabel } from "../../../../lib/date-inputs";
import type { EventFormValues } from "./event-form-schema";

/** Every zone the browser knows, with its Korean or city name and its offset now. */
function zoneOptions(): { zone: string; label: string }[] {
  const now = new Date().toISOString();
  // Browsers before 2022 cannot list zones: the field still takes a typed name.
  const zones =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.map((zone) => ({ zone, label: `${zoneName(zone)} (${utcOffsetLabel(now, zone)})` }));
}

/**
 * The event's zone, or a date poll's: a text field searchable through the browser's list of IANA
 * zones (type 'Berlin' or 'Seoul'), preselected with the organiser's own. Dates are read on its
 * clock. Any form with a `time_zone` text field may hold it; read-only where it cannot change.
 */
export function TimeZoneField<Values extends { time_zone: string }>({
  form,
  readOnly,
}: {
  form: UseFormReturn<Values>;
  readOnly?: boolean;
}) {
  const options = useMemo(zoneOptions, []);
  const field = "time_zone" as Path<Values>;
  const zone = canonicalZone(String(form.watch(field)).trim());
  const error = form.formState.errors.time_zone?.message;
  return (
    <>
      <TextField
        label={m.organiser_field_time_zone()}
        id="event-time-zone"
        autoComplete="off"
        list="event-time-zones"
        spellCheck={false}
        readOnly={readOnly}
        error={typeof error === "string" ? error : undefined}
        {...form.register(field)}
      />
      {zone && !error && (
        <p className="-mt-1 text-xs text-base-content/70" data-testid="time-zone-hint">
          {m.organiser_field_time_zone_hint({
            zone: zoneName(zone),
            offset: utcOffsetLabel(new Date().toISOString(), zone),
          })}
        </p>
      )}
      <datalist id="event-time-zones">
        {options.map((option) => (
          <option key={option.zone} value={option.zone} label={option.label} />
        ))}
      </datalist>
    </>
  );
}

/**
 * Under a date whose time the zone's clock shows twice (the hour clocks go back): which of the
 * two is meant, each with its offset, so nothing is chosen silently.
 */
export function TwiceChoiceField({
  form,
  field,
}: {
  form: UseFormReturn<EventFormValues>;
  field: "event_date" | "deadline_date";
}) {
  const [value, zone] = form.watch([field, "time_zone"]);
  let read: ReturnType<typeof fromZonedInput>;
  try {
    read = fromZonedInput(value, zone.trim());
  } catch {
    return null; // an unknown zone: the zone field says so
  }
  if (read.kind !== "twice") return null;
  const choice = `${field}_choice` as const;
  return (
    <fieldset className="fieldset sm:col-span-2" data-testid={`${field}-twice`}>
      <legend className="fieldset-legend">{m.organiser_field_twice_question()}</legend>
      {(["earlier", "later"] as const).map((which) => (
        <label key={which} className="label cursor-pointer gap-2 text-base-content">
          <input type="radio" className="radio radio-sm" value={which} {...form.register(choice)} />
          {which === "earlier"
            ? m.organiser_field_twice_earlier({ offset: utcOffsetLabel(read.earlier, zone.trim()) })
            : m.organiser_field_twice_later({ offset: utcOffsetLabel(read.later, zone.trim()) })}
        </label>
      ))}
    </fieldset>
  );
}
