import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import { TextField } from "../../../../components/forms/text-field";
import { CapacityWarning, PartyWarning } from "./capacity-warning";
import type { EventFormValues } from "./event-form-schema";
import { MaxGuestsField } from "./max-guests-field";
import { PromotionField } from "./promotion-field";

/**
 * The event's seats: the maximum and the guests one response may bring, how a freed seat is
 * filled once there is a maximum, and the warnings about them. The event dialog and the
 * poll's '이 날짜로 확정' dialog ask them alike; an event that exists (`eventId`) also warns
 * when a lower maximum would leave answers without seats.
 */
export function SeatFields({
  form,
  eventId,
}: {
  form: UseFormReturn<EventFormValues>;
  eventId?: string;
}) {
  const max = form.watch("max_participants");
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={m.organiser_field_max_participants()}
          id="event-max-participants"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={m.organiser_field_max_participants_placeholder()}
          error={form.formState.errors.max_participants?.message}
          {...form.register("max_participants")}
        />
        <MaxGuestsField form={form} />
      </div>
      {max.trim() !== "" && <PromotionField form={form} />}
      {eventId && <CapacityWarning eventId={eventId} max={max} />}
      <PartyWarning max={max} maxGuests={form.watch("max_guests")} />
    </>
  );
}
