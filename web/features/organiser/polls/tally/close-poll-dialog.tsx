import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { TextField } from "../../../../components/forms/text-field";
import { Modal } from "../../../../components/ui/modal";
import { appSettingsQuery } from "../../../../lib/app-settings";
import { ContactField } from "../../components/event-form/contact-field";
import { DuplicateNamesField } from "../../components/event-form/duplicate-names-field";
import {
  EventFormSchema,
  type EventFormValues,
} from "../../components/event-form/event-form-schema";
import { GuestListField } from "../../components/event-form/guest-list-field";
import { QuestionsField } from "../../components/event-form/questions-field";
import { ReminderField } from "../../components/event-form/reminder-field";
import { withRetentionBound } from "../../components/event-form/retention-days";
import { RetentionField } from "../../components/event-form/retention-field";
import { SeatFields } from "../../components/event-form/seat-fields";
import { TwiceChoiceField } from "../../components/event-form/time-zone-field";
import { useClosePoll } from "../api/close-poll";
import { optionWhen } from "../option-when";
import { closeFormValues, toPollClose } from "./close-poll-values";

type PollOption = PollDetail["options"][number];

type ClosePollDialogProps = {
  poll: PollDetail;
  /** The date chosen; null while the dialog is shut. */
  option: PollOption | null;
  onClose: () => void;
};

/**
 * '이 날짜로 확정': the event the date makes, with its own settings (how many, until when, who
 * sees whom, what to ask) in the event dialog's fields; its title, place and date are the
 * poll's. Closing tells the voters, so the dialog says that before the button.
 */
export function ClosePollDialog({ poll, option, onClose }: ClosePollDialogProps) {
  const navigate = useNavigate();
  const close = useClosePoll({
    onSuccess: (event) => navigate(`/events/${event.id}/responses`),
  });
  return (
    <Modal
      open={option !== null}
      title={m.poll_org_close_title()}
      onClose={onClose}
      busy={close.isPending}
    >
      {option && (
        <CloseForm
          poll={poll}
          option={option}
          pending={close.isPending}
          onCancel={onClose}
          onSubmit={(values) =>
            close.mutate({ pollId: poll.id, close: toPollClose(option.id, values) })
          }
          refusal={close.error}
        />
      )}
    </Modal>
  );
}

type CloseFormProps = {
  poll: PollDetail;
  option: PollOption;
  pending: boolean;
  refusal: unknown;
  onCancel: () => void;
  onSubmit: (values: EventFormValues) => void;
};

function CloseForm({ poll, option, pending, refusal, onCancel, onSubmit }: CloseFormProps) {
  const retentionMax = useQuery(appSettingsQuery).data?.retention_days;
  const resolver = useMemo(
    () => zodResolver(withRetentionBound(EventFormSchema, retentionMax)),
    [retentionMax],
  );
  const form = useForm<EventFormValues>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: closeFormValues(poll, option, retentionMax),
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="flex flex-col gap-1" onSubmit={form.handleSubmit(onSubmit)}>
      <div className="rounded-box bg-base-200 p-3" data-testid="close-summary">
        <p className="font-semibold wrap-anywhere">{poll.title}</p>
        <p>{optionWhen(option, poll.time_zone)}</p>
        <p className="text-sm text-base-content/70">
          {m.poll_org_close_counts({ yes: option.yes, maybe: option.maybe })}
        </p>
      </div>
      <p className="mt-2 text-sm text-base-content/80">{m.poll_org_close_help()}</p>
      <TextField
        label={m.organiser_field_deadline()}
        id="event-deadline"
        type="datetime-local"
        error={errors.deadline_date?.message}
        {...form.register("deadline_date")}
      />
      <TwiceChoiceField form={form} field="deadline_date" />
      <SeatFields form={form} />
      <DuplicateNamesField form={form} />
      <GuestListField form={form} editing={false} />
      <ReminderField form={form} />
      <ContactField form={form} />
      <QuestionsField form={form} />
      <RetentionField form={form} max={retentionMax} refusal={refusal} />
      <p className="alert alert-info alert-soft mt-3 text-sm whitespace-normal">
        {m.poll_org_close_tells()}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          {m.organiser_form_cancel()}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-sm" />}
          {m.poll_org_close_confirm()}
        </button>
      </div>
    </form>
  );
}
