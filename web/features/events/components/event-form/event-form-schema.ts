import { z } from "zod";
import type { EventCreate, EventPublic } from "#contract/events";
import { fromLocalInput, toLocalInput } from "../../../../lib/dates";

/** The spec's one message for a missing title or date (section 5), shown as a toast. */
export const REQUIRED_FIELDS = {
  title: "required fields",
  body: "title and event date are required",
};

/** The form keeps what the inputs hold (strings, datetime-local values); `toEventBody` converts. */
export const EventFormSchema = z
  .object({
    title: z.string().trim().min(1, "제목을 입력해주세요.").max(255, "제목은 255자까지입니다."),
    description: z.string().max(5000, "설명은 5000자까지입니다."),
    location: z.string().max(255, "장소는 255자까지입니다."),
    event_date: z.string().min(1, "모임 일시를 입력해주세요."),
    deadline_date: z.string(),
    max_participants: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= 1), {
        message: "최대 참석자 수는 1 이상의 정수여야 합니다. 비워두면 제한이 없습니다.",
      }),
    allow_duplicate: z.boolean(),
    reminder_message: z.string().max(1000, "안내 메시지는 1000자까지입니다."),
  })
  .refine(
    (form) =>
      !form.event_date ||
      !form.deadline_date ||
      new Date(form.deadline_date) <= new Date(form.event_date),
    { path: ["deadline_date"], message: "응답 마감일은 모임 일시보다 늦을 수 없습니다." },
  );
export type EventFormValues = z.input<typeof EventFormSchema>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: "",
  description: "",
  location: "",
  event_date: "",
  deadline_date: "",
  max_participants: "",
  allow_duplicate: false,
  reminder_message: "",
};

export function toFormValues(event: EventPublic): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? "",
    location: event.location ?? "",
    event_date: toLocalInput(event.event_date),
    deadline_date: toLocalInput(event.deadline_date),
    max_participants: event.max_participants === null ? "" : String(event.max_participants),
    allow_duplicate: event.allow_duplicate,
    reminder_message: event.reminder_message ?? "",
  };
}

/** The JSON the API takes: ISO dates, null for empty text, no limit when left blank. */
export function toEventBody(form: EventFormValues): EventCreate & { event_date: string } {
  const text = (value: string) => value.trim() || null;
  return {
    title: form.title.trim(),
    description: text(form.description),
    location: text(form.location),
    event_date: fromLocalInput(form.event_date) ?? "",
    deadline_date: fromLocalInput(form.deadline_date),
    max_participants: form.max_participants.trim() ? Number(form.max_participants) : null,
    allow_duplicate: form.allow_duplicate,
    reminder_message: text(form.reminder_message),
  };
}
