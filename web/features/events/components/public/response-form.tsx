import { useEffect, useId, useRef, useState } from "react";
import type { EventPublicView, ResponseStatus } from "#contract/events";
import { formatDateTime } from "../../../../lib/dates";
import { useHydrated } from "../../hooks/use-hydrated";
import { usePlainForm } from "../../hooks/use-plain-form";
import { type ResponseOutcome, useResponseMutation } from "../../hooks/use-response-mutation";
import {
  type FormMode,
  MESSAGE_MAX,
  MESSAGES,
  NAME_MAX,
  offeredStatus,
  PASSWORD_MAX,
  type ResponseFormValues,
  responseFormError,
  responsesNamed,
  statusOptions,
  trimmedMessage,
} from "../../public-response-rules";
import { Icon } from "./icons";

/** What opens the form: a mode, and for edit or delete whose response (never a password). */
export type FormRequest = {
  mode: FormMode;
  name?: string;
  status?: ResponseStatus;
  message?: string | null;
  /** Grows with every request, so asking twice for the same thing still resets the form. */
  nonce: number;
};

type ResponseFormProps = {
  eventId: string;
  view: EventPublicView;
  request: FormRequest;
  onRequest: (request: Omit<FormRequest, "nonce">) => void;
  /** The ids of this browser's responses, to pick the right one when names repeat. */
  mine: Set<string>;
};

const TITLES: Record<FormMode, string> = {
  new: "참석 신청",
  edit: "응답 수정",
  delete: "응답 취소",
};

function problemField(problem: string, name: string): "name" | "password" | null {
  if (problem === MESSAGES.required) return name.trim() ? "password" : "name";
  if (problem === MESSAGES.passwordMin || problem === MESSAGES.passwordMax) return "password";
  if (problem === MESSAGES.messageTooLong) return null;
  return "name";
}

/**
 * The join form (spec section 4): modes new and delete have buttons; edit is opened from a
 * participant's row or from '내 응답'. A new sign-up is offered only 참석 while a seat is free
 * and only 대기 신청 once the event is full; the choice follows the live snapshot.
 */
export function ResponseForm({ eventId, view, request, onRequest, mine }: ResponseFormProps) {
  const { mode } = request;
  const hydrated = useHydrated();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResponseOutcome | null>(null);
  const form = usePlainForm<ResponseFormValues>({
    name: "",
    password: "",
    status: "",
    message: "",
  });
  const mutation = useResponseMutation(eventId, {
    onSuccess: (result) => {
      setOutcome(result);
      onRequest({ mode: "new" });
    },
    onError: (text) => setProblem(text),
  });

  // A new request (mode button, a row's '수정', '내 응답') starts the form afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the nonce alone marks a new request.
  useEffect(() => {
    form.reset({
      name: request.name ?? "",
      password: "",
      status: request.status ?? "",
      message: request.message ?? "",
    });
    setProblem(null);
    if (request.nonce > 0 && request.mode !== "new") {
      setOutcome(null);
      formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      form.setFocus(request.name ? "password" : "name");
    }
  }, [request.nonce]);

  const name = form.watch("name");
  const selected = form.watch("status");
  const namesake = responsesNamed(view.responses, name);
  const current = (namesake.find((response) => mine.has(response.id)) ?? namesake[0])?.status;
  const options = statusOptions(mode, view, mode === "edit" ? current : undefined);
  const offered = offeredStatus(selected, options);

  // When the offer changes under the form (the event filled up, live), the choice follows.
  useEffect(() => {
    if (offered !== selected) form.setValue("status", offered);
  }, [offered, selected, form]);

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    const found = responseFormError(values, mode, view);
    setProblem(found);
    if (found) {
      const field = problemField(found, values.name);
      if (field) form.setFocus(field);
      return;
    }
    const trimmedName = values.name.trim();
    const message = trimmedMessage(values.message);
    const status = offeredStatus(values.status, options) || "attending";
    if (mode === "delete") {
      mutation.mutate({ action: "delete", name: trimmedName, password: values.password });
    } else if (mode === "edit") {
      mutation.mutate({
        action: "modify",
        name: trimmedName,
        password: values.password,
        status,
        message,
      });
    } else {
      const fingerprint = JSON.stringify([trimmedName, values.password, status, message ?? ""]);
      mutation.mutate({
        action: "submit",
        name: trimmedName,
        password: values.password,
        status,
        message,
        idempotencyKey: mutation.keyFor(fingerprint),
      });
    }
  });

  const invalid = problem ? problemField(problem, name) : null;
  const full = options[0]?.value === "waiting";
  const submitLabel =
    mode === "delete"
      ? "응답 취소하기"
      : mode === "edit"
        ? "응답 수정하기"
        : full
          ? "대기 신청하기"
          : "참석 신청하기";
  const field = (id: string) => `${ids}-${id}`;

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={field("title")}>
      <form
        ref={formRef}
        noValidate
        // Never a native GET (it would put the password in the URL), even before hydration.
        method="post"
        onSubmit={onSubmit}
        // A message goes as soon as the person types again; a new one comes with the next try.
        onChange={() => problem && setProblem(null)}
        className="card-body scroll-mt-20 gap-3 p-5 sm:p-6"
        data-testid="response-form"
        data-mode={mode}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={field("title")} className="card-title text-lg">
            {TITLES[mode]}
          </h2>
          <div className="join">
            <button
              type="button"
              className={`btn join-item btn-sm ${mode === "new" ? "btn-primary" : ""}`}
              aria-pressed={mode === "new"}
              onClick={() => onRequest({ mode: "new" })}
            >
              새로 신청
            </button>
            <button
              type="button"
              className={`btn join-item btn-sm ${mode === "delete" ? "btn-error" : ""}`}
              aria-pressed={mode === "delete"}
              onClick={() => onRequest({ mode: "delete", name: form.getValues("name") })}
            >
              응답 취소
            </button>
          </div>
        </div>

        {outcome && (
          <div role="status" className="alert alert-success alert-soft" data-testid="form-outcome">
            <span>{outcome.text}</span>
          </div>
        )}

        {mode === "edit" && (
          <p className="text-sm text-base-content/70">
            등록할 때 쓴 이름과 비밀번호로 참석 여부와 메시지를 바꿀 수 있습니다.
          </p>
        )}
        {mode === "delete" && (
          <p className="text-sm text-base-content/70">
            등록할 때 쓴 이름과 비밀번호를 입력하면 응답이 삭제됩니다.
          </p>
        )}

        <fieldset className="fieldset gap-0 p-0">
          <label className="fieldset-legend pt-0" htmlFor={field("name")}>
            이름
          </label>
          <input
            id={field("name")}
            className={`input w-full text-base ${invalid === "name" ? "input-error" : ""}`}
            autoComplete="name"
            maxLength={NAME_MAX + 10}
            placeholder="홍길동"
            aria-invalid={invalid === "name" || undefined}
            aria-describedby={invalid === "name" ? field("problem") : undefined}
            {...form.register("name")}
          />
        </fieldset>

        <fieldset className="fieldset gap-0 p-0">
          <label className="fieldset-legend pt-0" htmlFor={field("password")}>
            비밀번호
          </label>
          <input
            id={field("password")}
            type="password"
            className={`input w-full text-base ${invalid === "password" ? "input-error" : ""}`}
            autoComplete={mode === "new" ? "new-password" : "current-password"}
            maxLength={PASSWORD_MAX + 10}
            aria-invalid={invalid === "password" || undefined}
            aria-describedby={field(invalid === "password" ? "problem" : "password-hint")}
            {...form.register("password")}
          />
          {mode === "new" && (
            <p id={field("password-hint")} className="label whitespace-normal">
              4~20자. 나중에 응답을 바꾸거나 취소할 때 필요해요.
            </p>
          )}
        </fieldset>

        {mode !== "delete" && (
          <fieldset className="fieldset gap-1 p-0">
            <legend className="fieldset-legend pt-0">참석 여부</legend>
            <div className="flex flex-wrap gap-2">
              {options.map((option) => (
                <input
                  key={option.value}
                  type="radio"
                  aria-label={option.label}
                  className={`btn btn-sm min-w-20 ${option.value === "waiting" ? "checked:btn-info" : "checked:btn-primary"}`}
                  {...form.radio("status", option.value)}
                />
              ))}
            </div>
            {mode === "new" && (
              <p className="label whitespace-normal" data-testid="seat-hint">
                {full
                  ? "정원이 다 찼습니다. 대기 명단에 등록되고, 자리가 나면 신청 순서대로 참석으로 바뀝니다."
                  : "자리가 남아 있어 바로 참석으로 등록됩니다."}
              </p>
            )}
          </fieldset>
        )}

        {mode !== "delete" && (
          <fieldset className="fieldset gap-0 p-0">
            <label className="fieldset-legend pt-0" htmlFor={field("message")}>
              메시지 <span className="font-normal text-base-content/60">(선택)</span>
            </label>
            <textarea
              id={field("message")}
              className="textarea w-full text-base"
              rows={2}
              maxLength={MESSAGE_MAX}
              placeholder="주최자와 참석자에게 남길 말"
              {...form.register("message")}
            />
          </fieldset>
        )}

        {problem && (
          <p
            id={field("problem")}
            role="alert"
            className="alert alert-error alert-soft text-sm"
            data-testid="form-problem"
          >
            {problem}
          </p>
        )}

        <div className="mt-1 flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="submit"
            className={`btn sm:flex-1 ${mode === "delete" ? "btn-error" : "btn-primary"}`}
            disabled={!hydrated || mutation.isPending}
          >
            {mutation.isPending && <span className="loading loading-spinner loading-sm" />}
            {submitLabel}
          </button>
          {mode !== "new" && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => onRequest({ mode: "new" })}
            >
              돌아가기
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** In place of the form once responses are closed: why, and since when. */
export function ResponsesClosed({ deadline }: { deadline: string | null }) {
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="responses-closed">
      <div className="card-body items-center gap-2 p-6 text-center">
        <Icon name="clock" className="size-10 text-error" />
        <h2 className="text-lg font-bold">응답이 마감되었습니다</h2>
        <p className="text-base-content/70">
          {deadline ? `응답 마감시간(${formatDateTime(deadline)})이 지나` : "마감되어"} 더 이상 참석
          신청, 수정, 취소를 할 수 없습니다. 변경이 필요하면 주최자에게 직접 연락해주세요.
        </p>
      </div>
    </section>
  );
}
