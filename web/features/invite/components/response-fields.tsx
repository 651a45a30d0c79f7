import type { ReactNode } from "react";
import { RESPONSE_LIMITS } from "#contract/response-rules";
import type { PlainForm } from "../hooks/use-plain-form";
import type {
  FormProblem,
  ResponseField,
  ResponseFormValues,
  StatusChoice,
} from "../public-response-rules";

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
  /** Opened by its personal link, which stands in for the password: no password field. */
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
  className = "flex flex-col gap-3",
}: ResponseFieldsProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const marked = (field: ResponseField) => problem?.field === field;
  const described = (field: ResponseField, hint?: string) =>
    marked(field) ? id("problem") : hint ? id(hint) : undefined;
  const inline = (field: ResponseField) =>
    marked(field) && problem && <ProblemText id={id("problem")} text={problem.text} />;
  const answers = choices.length > 0;

  return (
    <>
      <div className={className}>
        <fieldset className="fieldset gap-1 p-0">
          <label className="fieldset-legend pt-0 pb-1" htmlFor={id("name")}>
            이름
          </label>
          <input
            id={id("name")}
            className={`input w-full text-base ${marked("name") ? "input-error" : ""}`}
            autoComplete="name"
            maxLength={RESPONSE_LIMITS.nameMax + 10}
            placeholder="홍길동"
            aria-invalid={marked("name") || undefined}
            aria-describedby={described("name")}
            {...form.register("name")}
          />
          {inline("name")}
        </fieldset>

        {byLink ? (
          <p className="alert alert-info alert-soft text-sm" data-testid="opened-by-link">
            내 응답 링크로 열었습니다. 비밀번호 없이 바꾸거나 취소할 수 있어요.
          </p>
        ) : (
          <fieldset className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={id("password")}>
              비밀번호
            </label>
            <input
              id={id("password")}
              type="password"
              className={`input w-full text-base ${marked("password") ? "input-error" : ""}`}
              autoComplete={passwordAutoComplete}
              maxLength={RESPONSE_LIMITS.passwordMax + 10}
              aria-invalid={marked("password") || undefined}
              aria-describedby={described("password", passwordHint && "password-hint")}
              {...form.register("password")}
            />
            {inline("password") ||
              (passwordHint && (
                <p id={id("password-hint")} className="label whitespace-normal">
                  {passwordHint}
                </p>
              ))}
          </fieldset>
        )}

        {askNewPassword && (
          <fieldset className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={id("new_password")}>
              새 비밀번호 <span className="font-normal text-base-content/60">(선택)</span>
            </label>
            <input
              id={id("new_password")}
              type="password"
              className={`input w-full text-base ${marked("new_password") ? "input-error" : ""}`}
              autoComplete="new-password"
              maxLength={RESPONSE_LIMITS.passwordMax + 10}
              aria-invalid={marked("new_password") || undefined}
              aria-describedby={described("new_password", "new-password-hint")}
              {...form.register("new_password")}
            />
            {inline("new_password") || (
              <p id={id("new-password-hint")} className="label whitespace-normal">
                바꾸면 내 응답 링크는 더 이상 열리지 않습니다.
              </p>
            )}
          </fieldset>
        )}

        {answers && maxGuests > 0 && (
          // Before the status: the party's size decides whether it gets in now or waits.
          // Buttons, not a drop-down: one tap on a phone, and no other control to style.
          <fieldset className="fieldset gap-1 p-0" data-testid="guests-field">
            <legend className="fieldset-legend pt-0">동반 인원</legend>
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: maxGuests + 1 }, (_, count) => String(count)).map((count) => (
                <input
                  key={count}
                  type="radio"
                  aria-label={count === "0" ? "없음" : `${count}명`}
                  className="btn btn-sm checked:btn-primary"
                  aria-invalid={marked("guests") || undefined}
                  aria-describedby={described("guests", "guests-hint")}
                  {...form.radio("guests", count)}
                />
              ))}
            </div>
            {inline("guests") || (
              <p id={id("guests-hint")} className="label">
                본인 외에 함께 올 사람 수
              </p>
            )}
          </fieldset>
        )}

        {answers && (
          <fieldset className="fieldset gap-1 p-0">
            <legend className="fieldset-legend pt-0">참석 여부</legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <input
                  key={choice.value}
                  type="radio"
                  aria-label={choice.label}
                  className={`btn btn-sm min-w-20 ${choice.value === "waiting" ? "checked:btn-info" : "checked:btn-primary"}`}
                  {...form.radio("status", choice.value)}
                />
              ))}
            </div>
            {choiceHint}
          </fieldset>
        )}

        {answers && askEmail && (
          // Under the status: what it is for is being told when a seat frees (issue 32).
          <fieldset className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={id("notify_email")}>
              자리가 나거나 일정이 바뀌면 알려드릴 이메일{" "}
              <span className="font-normal text-base-content/60">(선택)</span>
            </label>
            <input
              id={id("notify_email")}
              type="email"
              className={`input w-full text-base ${marked("notify_email") ? "input-error" : ""}`}
              autoComplete="email"
              inputMode="email"
              aria-invalid={marked("notify_email") || undefined}
              aria-describedby={described("notify_email", "email-hint")}
              {...form.register("notify_email")}
            />
            {inline("notify_email") || (
              <p id={id("email-hint")} className="label whitespace-normal">
                {askEmail === "new"
                  ? "이 알림에만 쓰고 다른 사람에게는 보이지 않아요. 먼저 확인 메일을 보내드려요."
                  : "비워 두면 지금 주소를 그대로 둡니다."}
              </p>
            )}
          </fieldset>
        )}

        {answers && (
          <fieldset className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={id("message")}>
              메시지 <span className="font-normal text-base-content/60">(선택)</span>
            </label>
            <textarea
              id={id("message")}
              className={`textarea w-full text-base ${marked("message") ? "textarea-error" : ""}`}
              rows={2}
              maxLength={RESPONSE_LIMITS.messageMax}
              placeholder="주최자와 참석자에게 남길 말"
              aria-invalid={marked("message") || undefined}
              aria-describedby={described("message", "message-count")}
              {...form.register("message")}
            />
            {inline("message")}
            {/* The limit as one types: the field stops taking characters at it. */}
            <p
              id={id("message-count")}
              className="label justify-end tabular-nums"
              data-testid="message-count"
            >
              {`${form.watch("message").length} / ${RESPONSE_LIMITS.messageMax}자`}
            </p>
          </fieldset>
        )}
      </div>
      {problem && !problem.field && <ProblemText id={id("problem")} text={problem.text} />}
    </>
  );
}

function ProblemText({ id, text }: { id: string; text: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="alert alert-error alert-soft px-3 py-2 text-sm"
      data-testid="form-problem"
    >
      {text}
    </p>
  );
}
