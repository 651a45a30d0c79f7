import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import type { EventFormValues } from "./event-form-schema";

/**
 * '문의 연락처': how invitees reach the organiser once the invite page can no longer
 * take their change (responses closed) or their seat (the event full). The help says so, since
 * the line shows nowhere else.
 */
export function ContactField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const error = form.formState.errors.contact?.message;
  return (
    <fieldset className="fieldset">
      <label className="fieldset-legend" htmlFor="event-contact">
        {m.organiser_field_contact()}
      </label>
      <input
        id="event-contact"
        autoComplete="off"
        placeholder={m.organiser_field_contact_placeholder()}
        className={`input w-full ${error ? "input-error" : ""}`}
        aria-describedby={error ? "event-contact-help event-contact-error" : "event-contact-help"}
        aria-invalid={error ? true : undefined}
        {...form.register("contact")}
      />
      <p id="event-contact-help" className="label whitespace-normal">
        {m.organiser_field_contact_help()}
      </p>
      {error && (
        <p id="event-contact-error" className="label text-error whitespace-normal">
          {error}
        </p>
      )}
    </fieldset>
  );
}
