import type { UseFormReturn } from "react-hook-form";
import { RESPONSE_LIMITS } from "#contract/response-rules";
import { m } from "#messages";
import type { EventFormValues } from "./event-form-schema";

/** 0 to 10: how many people one response may bring besides the person answering. */
const CHOICES = Array.from({ length: RESPONSE_LIMITS.guestsMax + 1 }, (_, guests) => guests);

/**
 * '동반 인원': how many guests one invitee may bring (0 turns guests off). Guests take seats,
 * so the help says they count against the maximum (decision 0021).
 */
export function MaxGuestsField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const error = form.formState.errors.max_guests?.message;
  return (
    <fieldset className="fieldset">
      <label className="fieldset-legend" htmlFor="event-max-guests">
        {m.organiser_field_max_guests()}
      </label>
      <select
        id="event-max-guests"
        className={`select w-full ${error ? "select-error" : ""}`}
        aria-describedby="event-max-guests-help"
        aria-invalid={error ? true : undefined}
        // Declared on the element too: before the form is ready, react-hook-form takes a select
        // whose selection is not its first option for one the user changed (the web tests' DOM
        // starts a select with nothing selected), and would keep that instead of the default.
        defaultValue={form.formState.defaultValues?.max_guests}
        {...form.register("max_guests")}
      >
        {CHOICES.map((guests) => (
          <option key={guests} value={String(guests)}>
            {guests === 0
              ? m.organiser_field_max_guests_none()
              : m.organiser_field_max_guests_up_to({ count: guests })}
          </option>
        ))}
      </select>
      <p id="event-max-guests-help" className="label whitespace-normal">
        {m.organiser_field_max_guests_help()}
      </p>
      {error && <p className="label text-error whitespace-normal">{error}</p>}
    </fieldset>
  );
}
