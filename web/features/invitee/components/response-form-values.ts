import type { FormReply } from "#contract/invite-form";
import type { Answers } from "#contract/questions";
import type { ResponseStatus } from "#contract/responses";
import { EMPTY_FORM, type FormMode, type ResponseFormValues } from "../public-response-rules";

/** What opens the form: a mode, and for edit or delete whose response (never a password). */
export type FormRequest = {
  mode: FormMode;
  name?: string;
  status?: ResponseStatus;
  message?: string | null;
  guests?: number;
  /** Their answers to the questions, when known (opened by their personal link). */
  answers?: Answers;
  /** The response's key this browser keeps ('내 응답'): it stands in for the password. */
  key?: string;
  /** Made by a response sent by the app: the form shows how it went instead of its fields. */
  answered?: boolean;
  /** Grows with every request, so asking twice for the same thing still resets the form. */
  nonce: number;
};

/** What a request opens the form with (never a password). */
export const valuesOf = ({ name = "", status, message, guests = 0 }: FormRequest) => ({
  ...EMPTY_FORM,
  name,
  status: status ?? EMPTY_FORM.status,
  message: message ?? "",
  guests: String(guests),
});

/**
 * What the form opens with after a refused post: what was typed, put back as typedIn read it
 * (never a password).
 */
export function repliedValues(request: FormRequest, reply: FormReply | null): ResponseFormValues {
  // The server's own typedIn made them: the form's fields, as strings.
  const typed = reply?.typed?.values as Partial<ResponseFormValues> | undefined;
  return { ...valuesOf(request), ...typed };
}

/**
 * The values as the form's fields hold them: the browser's `new FormData(form)`, or the fields
 * of the form it posted itself, read alike.
 */
export function typedIn(data: FormData | URLSearchParams): ResponseFormValues {
  const typed = Object.fromEntries(
    Object.keys(EMPTY_FORM).map((name) => [name, String(data.get(name) ?? "")]),
  ) as ResponseFormValues;
  return { ...typed, guests: typed.guests || "0" };
}
