import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { m } from "#messages";
import { TextAreaField } from "../../../../components/forms/text-area-field";
import { TextField } from "../../../../components/forms/text-field";
import { toast } from "../../../../lib/toasts";
import { RepeatField } from "../../series/form/repeat-field";
import { ContactField } from "./contact-field";
import { DuplicateNamesField } from "./duplicate-names-field";
import { EventFormSchema, type EventFormValues, requiredFieldsToast } from "./event-form-schema";
import { GuestListField } from "./guest-list-field";
import { GuestsWarning } from "./guests-warning";
import { LanguageField } from "./language-field";
import { QuestionsField } from "./questions-field";
import { ReminderField } from "./reminder-field";
import { withRetentionBound } from "./retention-days";
import { RetentionField } from "./retention-field";
import { SeatFields } from "./seat-fields";
import { TimeZoneField, TwiceChoiceField } from "./time-zone-field";

type EventFormProps = {
  initial: EventFormValues;
  /** The event being edited: its responses warn about a maximum below those attending. */
  eventId?: string;
  /** Tells the dialog whether anything typed would be lost by closing it. */
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (values: EventFormValues) => void;
  /** The installation's most days of keeping personal data; undefined until known. */
  retentionMax: number | undefined;
  /** The last save's failure, for the fields that show the API's refusal of their value. */
  refusal: unknown;
  /** The row of buttons, or what stands in for it (a question, a wait). */
  footer: ReactNode;
  /** '반복': on a new event (`create`), or on a series' own settings (`series`). Absent: one event. */
  repeat?: "create" | "series";
};

/** The create/edit fields; the dialog around it decides what sending and closing do. */
export function EventForm({
  initial,
  eventId,
  onDirtyChange,
  onSubmit,
  retentionMax,
  refusal,
  footer,
  repeat,
}: EventFormProps) {
  // A new resolver when the installation's bound arrives: react-hook-form reads it each render.
  const resolver = useMemo(
    () => zodResolver(withRetentionBound(EventFormSchema, retentionMax)),
    [retentionMax],
  );
  const form = useForm<EventFormValues>({
    resolver,
    // Nothing is called wrong before the first try to save (leaving an empty title on the way
    // to the date is no mistake); after it, each field is checked again as it changes.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={form.handleSubmit(onSubmit, (invalid) => {
        if (invalid.title || invalid.event_date) {
          const words = requiredFieldsToast();
          toast.error(words.body, words.title);
        }
      })}
    >
      <TextField
        label={m.organiser_field_title()}
        id="event-title"
        autoComplete="off"
        placeholder={m.organiser_field_title_placeholder()}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        label={m.organiser_field_description()}
        id="event-description"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        label={m.organiser_field_location()}
        id="event-location"
        autoComplete="off"
        error={errors.location?.message}
        {...form.register("location")}
      />
      <TimeZoneField form={form} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={m.organiser_field_event_date()}
          id="event-date"
          type="datetime-local"
          error={errors.event_date?.message}
          {...form.register("event_date")}
        />
        <TextField
          label={m.organiser_field_deadline()}
          id="event-deadline"
          type="datetime-local"
          error={errors.deadline_date?.message}
          {...form.register("deadline_date")}
        />
        <TwiceChoiceField form={form} field="event_date" />
        <TwiceChoiceField form={form} field="deadline_date" />
      </div>
      {repeat && <RepeatField form={form} series={repeat === "series"} />}
      <SeatFields form={form} eventId={eventId} />
      {eventId && <GuestsWarning eventId={eventId} maxGuests={form.watch("max_guests")} />}
      <DuplicateNamesField form={form} />
      <GuestListField form={form} editing={eventId !== undefined} />
      <LanguageField form={form} />
      <ReminderField form={form} />
      <ContactField form={form} />
      <QuestionsField form={form} eventId={eventId} />
      <RetentionField form={form} max={retentionMax} refusal={refusal} />
      {footer}
    </form>
  );
}
