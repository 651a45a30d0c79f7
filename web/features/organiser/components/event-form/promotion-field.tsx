import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import { type EventFormValues, OFFER_HOURS } from "./event-form-schema";

/**
 * '빈자리 채우기': when a seat frees up, the first in the queue gets it at once (바로 참석), or is
 * offered it and must confirm within the hours given (자리 제안), else it goes to the next.
 * Only an event with a maximum has a queue, so the form shows it only then (it is sent anyway).
 */
export function PromotionField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const offer = form.watch("promotion") === "offer";
  const hours = form.watch("offer_hours");
  const error = form.formState.errors.offer_hours?.message;
  return (
    <fieldset className="fieldset" aria-describedby="event-promotion-help">
      <legend className="fieldset-legend">{m.organiser_field_promotion()}</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="radio"
            value="instant"
            className="radio radio-primary radio-sm"
            {...form.register("promotion")}
          />
          {m.organiser_field_promotion_instant()}
        </label>
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="radio"
            value="offer"
            className="radio radio-primary radio-sm"
            {...form.register("promotion")}
          />
          {m.organiser_field_promotion_offer()}
        </label>
        {offer && (
          <label className={`input input-sm w-36 ${error ? "input-error" : ""}`}>
            <input
              type="number"
              inputMode="numeric"
              min={OFFER_HOURS.min}
              max={OFFER_HOURS.max}
              step={1}
              aria-label={m.organiser_field_offer_hours()}
              aria-invalid={error ? true : undefined}
              className="tabular-nums"
              {...form.register("offer_hours")}
            />
            <span className="whitespace-nowrap text-base-content/70">
              {m.organiser_field_offer_hours_unit()}
            </span>
          </label>
        )}
      </div>
      <p id="event-promotion-help" className="label whitespace-normal">
        {!offer
          ? m.organiser_field_promotion_instant_help()
          : /^\d+$/.test(hours.trim())
            ? m.organiser_field_promotion_offer_help({ hours: hours.trim() })
            : m.organiser_field_promotion_offer_help_unset()}
      </p>
      {error && <p className="label text-error whitespace-normal">{error}</p>}
    </fieldset>
  );
}
