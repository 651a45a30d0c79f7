import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { EventPublic } from "#contract/events";
import { TextField } from "../../../../components/forms/text-field";
import { Modal } from "../../../../components/ui/modal";
import { toast } from "../../../../lib/toasts";
import { useCreateEvent } from "../../api/create-event";
import { useUpdateEvent } from "../../api/update-event";
import {
  EventFormSchema,
  type EventFormValues,
  emptyEventForm,
  REQUIRED_FIELDS,
  toEventBody,
  toFormValues,
} from "./event-form-schema";
import { TimeZoneField, TwiceChoiceField } from "./time-zone-field";

type EventFormDialogProps = {
  open: boolean;
  /** The event being edited; without it the dialog creates a new one. */
  event?: EventPublic | null;
  onClose: () => void;
};

/** Create and edit share one modal (spec section 2: both are dialogs). */
export function EventFormDialog({ open, event, onClose }: EventFormDialogProps) {
  const create = useCreateEvent({ onSuccess: onClose });
  const update = useUpdateEvent({ onSuccess: onClose });
  const pending = create.isPending || update.isPending;
  return (
    <Modal
      open={open}
      title={event ? "모임 수정" : "새 모임 만들기"}
      onClose={onClose}
      busy={pending}
    >
      <EventForm
        initial={event ? toFormValues(event) : emptyEventForm()}
        submitLabel={event ? "저장" : "만들기"}
        pending={pending}
        onCancel={onClose}
        onSubmit={(values) => {
          const body = toEventBody(values);
          if (event) update.mutate({ eventId: event.id, event: body });
          else create.mutate(body);
        }}
      />
    </Modal>
  );
}

type EventFormProps = {
  initial: EventFormValues;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: EventFormValues) => void;
};

function EventForm({ initial, submitLabel, pending, onCancel, onSubmit }: EventFormProps) {
  const form = useForm<EventFormValues>({
    resolver: zodResolver(EventFormSchema),
    mode: "onBlur",
    defaultValues: initial,
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={form.handleSubmit(onSubmit, (invalid) => {
        if (invalid.title || invalid.event_date) {
          toast.error(REQUIRED_FIELDS.body, REQUIRED_FIELDS.title);
        }
      })}
    >
      <TextField
        label="제목 *"
        id="event-title"
        autoComplete="off"
        placeholder="예: 3월 정기 모임"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <fieldset className="fieldset">
        <label className="fieldset-legend" htmlFor="event-description">
          설명
        </label>
        <textarea
          id="event-description"
          rows={3}
          className={`textarea w-full ${errors.description ? "textarea-error" : ""}`}
          {...form.register("description")}
        />
        {errors.description && <p className="label text-error">{errors.description.message}</p>}
      </fieldset>
      <TextField
        label="장소"
        id="event-location"
        autoComplete="off"
        error={errors.location?.message}
        {...form.register("location")}
      />
      <TimeZoneField form={form} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="모임 일시 *"
          id="event-date"
          type="datetime-local"
          error={errors.event_date?.message}
          {...form.register("event_date")}
        />
        <TextField
          label="응답 마감"
          id="event-deadline"
          type="datetime-local"
          error={errors.deadline_date?.message}
          {...form.register("deadline_date")}
        />
        <TwiceChoiceField form={form} field="event_date" />
        <TwiceChoiceField form={form} field="deadline_date" />
      </div>
      <TextField
        label="최대 참석자 수"
        id="event-max-participants"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="비워두면 제한 없음"
        error={errors.max_participants?.message}
        {...form.register("max_participants")}
      />
      <label
        className="label mt-2 cursor-pointer gap-3 text-base-content"
        htmlFor="event-duplicate"
      >
        <input
          id="event-duplicate"
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm"
          {...form.register("allow_duplicate")}
        />
        중복 응답 허용
      </label>
      <fieldset className="fieldset">
        <label className="fieldset-legend" htmlFor="event-reminder">
          안내 메시지
        </label>
        <textarea
          id="event-reminder"
          rows={2}
          placeholder="참석자에게 보여줄 안내 (예: 준비물)"
          className={`textarea w-full ${errors.reminder_message ? "textarea-error" : ""}`}
          {...form.register("reminder_message")}
        />
        {errors.reminder_message && (
          <p className="label text-error">{errors.reminder_message.message}</p>
        )}
      </fieldset>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          취소
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
