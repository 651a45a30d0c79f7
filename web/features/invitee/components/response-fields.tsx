import type { InputHTMLAttributes, ReactNode } from "react";
import type { Answers, Question } from "#contract/questions";
import { RESPONSE_LIMITS } from "#contract/response-rules";
import { m } from "#messages";
import { useHydrated } from "../../../lib/use-hydrated";
import type { PlainForm } from "../hooks/use-plain-form";
import {
  type FormProblem,
  offeredStatus,
  type Refused,
  type ResponseField,
  type ResponseFormValues,
  type StatusChoice,
} from "../public-response-rules";
import { ProblemText } from "./problem-text";
import { QuestionSlot } from "./question-slot";
import { standingPart } from "./state-parts";

type ResponseFieldsProps = {
  form: PlainForm<ResponseFormValues>;
  /** Prefix of the fields' ids (useId), unique on the page. */
  idPrefix: string;
  problem: FormProblem | null;
  /** The statuses offered; none for a cancellation, which asks no status and no message. */
  choices: StatusChoice[];
  /** 'new-password' for a sign-up, so a password manager offers to make one. */
  passwordAutoComplete: "new-password" | "current-password";
  passwordHint?: string;
  /** Opened by its personal link, which stands in for the password: no password field (the
      form above says why). */
  byLink?: boolean;
  /** A change may set a new password. */
  askNewPassword?: boolean;
  choiceHint?: ReactNode;
  /** The event's max_guests: above 0 the answer asks how many guests come along. */
  maxGuests?: number;
  /**
   * Asks where to tell the invitee of a freed seat or a change (the invite page's form): for a
   * sign-up, or for a change, where leaving it empty keeps the address the response has.
   */
  askEmail?: "new" | "edit";
  /** An occurrence of a series: offers '매번 참석' (the later occurrences answered alike). */
  askStanding?: boolean;
  /** The event's questions, asked after the message. */
  questions?: Question[];
  /** What opened the form: a new one starts the questions afresh, with its `answers` filled in. */
  given?: { answers?: Answers };
  /** The fields a posted form was refused for: marked, the words said above the fields. */
  refused?: Refused | null;
  className?: string;
};

/**
 * The fields of both public forms (the invite page's and the simple participants page's):
 * name, password, the guests (when the event takes them), the statuses offered, and a
 * message. A problem shows under the field it is about, which is marked; one about the whole
 * answer shows after the fields.
 */
export function ResponseFields({
  form,
  idPrefix,
  problem,
  choices,
  passwordAutoComplete,
  passwordHint,
  byLink = false,
  askNewPassword = false,
  choiceHint,
  maxGuests = 0,
  askEmail,
  askStanding = false,
  questions,
  given,
  refused,
  className = "flex flex-col gap-3",
}: ResponseFieldsProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const said = (field: ResponseField) => problem?.field === field;
  const marked = (field: ResponseField) => said(field) || refused?.field === field;
  const described = (field: ResponseField, hint?: string) =>
    said(field) ? id("problem") : hint ? id(hint) : undefined;
  const inline = (field: ResponseField) =>
    said(field) && problem && <ProblemText id={id("problem")} text={problem.text} />;
  const answers = choices.length > 0;
  // The status chosen, if still offered, else the first offered (when the event fills up live,
  // the choice follows), which is also what a submit sends (answerOf). Checked from the first
  // render, the server's included, where a lone '참석' looked unchosen.
  const chosen = offeredStatus(form.watch("status"), choices);
  // Only the app counts the message's characters: the server's page leaves the count out.
  const counting = useHydrated();
  const optional = <span className="font-normal text-base-content/60">{m.invitee_optional()}</span>;
  /**
   * A field typed in: its label, the input (marked while the problem is about it), and under it
   * that problem, else its hint (`hint` its id part and text), if any.
   */
  const textField = (
    field: "name" | "password" | "new_password" | "notify_email",
    label: ReactNode,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: [id: string, text: ReactNode],
  ) => (
    // One field with its label: laid out as the groups are, but not a group (no fieldset).
    <div className="fieldset gap-1 p-0">
      <label className="fieldset-legend pt-0 pb-1" htmlFor={id(field)}>
        {label}
      </label>
      <input
        id={id(field)}
        type="text"
        className={`input w-full text-base ${marked(field) ? "input-error" : ""}`}
        {...input}
        aria-invalid={marked(field) || undefined}
        aria-describedby={described(field, hint?.[0])}
        {...form.register(field)}
      />
      {inline(field) ||
        (hint && (
          <p id={id(hint[0])} className="label whitespace-normal">
            {hint[1]}
          </p>
        ))}
    </div>
  );

  return (
    <>
      <div className={className}>
        {textField("name", m.invitee_name(), {
          autoComplete: "name",
          maxLength: RESPONSE_LIMITS.nameMax + 10,
          placeholder: m.invitee_name_placeholder(),
        })}

        {!byLink &&
          textField(
            "password",
            m.invitee_password(),
            {
              type: "password",
              autoComplete: passwordAutoComplete,
              maxLength: RESPONSE_LIMITS.passwordMax + 10,
            },
            passwordHint ? ["password-hint", passwordHint] : undefined,
          )}

        {askNewPassword &&
          textField(
            "new_password",
            <>
              {m.invitee_new_password()} {optional}
            </>,
            {
              type: "password",
              autoComplete: "new-password",
              maxLength: RESPONSE_LIMITS.passwordMax + 10,
            },
            ["new-password-hint", m.invitee_new_password_hint()],
          )}

        {answers && maxGuests > 0 && (
          // Before the status: the party's size decides whether it gets in now or waits.
          // Buttons, not a drop-down: one tap on a phone, and no other control to style.
          <fieldset className="fieldset gap-1 p-0" data-testid="guests-field">
            <legend className="fieldset-legend pt-0">{m.invitee_guests()}</legend>
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: maxGuests + 1 }, (_, count) => String(count)).map((count) => (
                <input
                  key={count}
                  type="radio"
                  aria-label={
                    count === "0"
                      ? m.invitee_guests_none()
                      : m.invitee_guests_count({ count: Number(count) })
                  }
                  className="btn btn-sm checked:btn-primary"
                  aria-invalid={marked("guests") || undefined}
                  aria-describedby={described("guests", "guests-hint")}
                  {...form.radio("guests", count)}
                />
              ))}
            </div>
            {inline("guests") || (
              <p id={id("guests-hint")} className="label">
                {m.invitee_guests_hint()}
              </p>
            )}
          </fieldset>
        )}

        {answers && (
          <fieldset className="fieldset gap-1 p-0">
            <legend className="fieldset-legend pt-0">{m.invitee_attendance()}</legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <input
                  key={choice.value}
                  type="radio"
                  aria-label={choice.label}
                  className={`btn btn-sm min-w-20 ${choice.value === "waiting" ? "checked:btn-info" : "checked:btn-primary"}`}
                  {...form.radio("status", choice.value)}
                  checked={chosen === choice.value}
                />
              ))}
            </div>
            {choiceHint}
          </fieldset>
        )}

        {answers && askStanding && (
          // Under the status it repeats: a seat asked for now, and at every later meeting.
          <standingPart.Part
            id={id("standing")}
            checked={form.watch("standing") === "on"}
            setValue={form.setValue}
          />
        )}

        {answers &&
          askEmail &&
          // Under the status: what it is for is being told when a seat frees.
          textField(
            "notify_email",
            <>
              {m.invitee_email_label()} {optional}
            </>,
            { type: "email", autoComplete: "email", inputMode: "email" },
            [
              "email-hint",
              askEmail === "new" ? m.invitee_email_hint_new() : m.invitee_email_hint_edit(),
            ],
          )}

        {answers && (
          <div className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={id("message")}>
              {m.invitee_message()} {optional}
            </label>
            <textarea
              id={id("message")}
              className={`textarea w-full text-base ${marked("message") ? "textarea-error" : ""}`}
              rows={2}
              maxLength={RESPONSE_LIMITS.messageMax}
              placeholder={m.invitee_message_placeholder()}
              aria-invalid={marked("message") || undefined}
              aria-describedby={described("message", "message-count")}
              {...form.register("message")}
            />
            {inline("message")}
            {/* The limit as one types: the field stops taking characters at it. Its line is
                kept empty until then, so that nothing under it moves when the app takes over. */}
            <p
              id={id("message-count")}
              className="label justify-end tabular-nums"
              data-testid="message-count"
            >
              {counting
                ? m.invitee_message_count({
                    count: form.watch("message").length,
                    max: RESPONSE_LIMITS.messageMax,
                  })
                : "\u00a0"}
            </p>
          </div>
        )}

        {answers && !!questions?.length && (
          <QuestionSlot
            questions={questions}
            idPrefix={idPrefix}
            problem={problem}
            given={given}
            refused={refused}
          />
        )}
      </div>
      {problem && !problem.field && <ProblemText id={id("problem")} text={problem.text} />}
    </>
  );
}
