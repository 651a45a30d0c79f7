import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { canonicalZone } from "#contract/time-zones";
import { m } from "#messages";
import { TextAreaField } from "../../../../components/forms/text-area-field";
import { TextField } from "../../../../components/forms/text-field";
import { TimeZoneField } from "../../components/event-form/time-zone-field";
import { OptionRows } from "./option-rows";
import { PollFormSchema, type PollFormValues } from "./poll-form-schema";
import { refusedFields } from "./poll-refusal";
import { VoterListField } from "./voter-list-field";

type PollFormProps = {
  initial: PollFormValues;
  /** Editing: the zone stays (the dates were read on its clock by those who voted). */
  editing: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (values: PollFormValues) => void;
  /** The last save's failure: a 422's fields are shown on the fields. */
  refusal: unknown;
  footer: ReactNode;
};

/** A poll's fields: what the event will be, the dates to vote on, and how voting goes. */
export function PollForm({
  initial,
  editing,
  onDirtyChange,
  onSubmit,
  refusal,
  footer,
}: PollFormProps) {
  const form = useForm<PollFormValues>({
    resolver: zodResolver(PollFormSchema),
    // As the event dialog: nothing is called wrong before the first try to save.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    for (const { field, message } of refusedFields(refusal)) {
      form.setError(field, { type: "server", message });
    }
  }, [refusal, form]);
  const zone = canonicalZone(form.watch("time_zone").trim()) ?? initial.time_zone;

  return (
    <form noValidate className="flex flex-col gap-1" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        label={m.poll_org_field_title()}
        id="poll-title"
        autoComplete="off"
        placeholder={m.poll_org_field_title_placeholder()}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        label={m.organiser_field_description()}
        id="poll-description"
        rows={2}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        label={m.organiser_field_location()}
        id="poll-location"
        autoComplete="off"
        error={errors.location?.message}
        {...form.register("location")}
      />
      <TimeZoneField form={form} readOnly={editing} />
      <OptionRows form={form} zone={zone} />
      <TextField
        label={m.poll_org_field_deadline()}
        id="poll-deadline"
        type="datetime-local"
        error={errors.deadline?.message}
        {...form.register("deadline")}
      />
      <p className="-mt-1 text-xs text-base-content/70">{m.poll_org_field_deadline_help()}</p>
      <VoterListField form={form} />
      {footer}
    </form>
  );
}
