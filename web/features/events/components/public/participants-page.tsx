import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import type { ResponsePublic, ResponseStatus } from "#contract/events";
import { useHydrated } from "../../hooks/use-hydrated";
import { usePlainForm } from "../../hooks/use-plain-form";
import { usePublicEvent } from "../../hooks/use-public-event";
import { useResponseMutation } from "../../hooks/use-response-mutation";
import {
  type FormMode,
  MESSAGE_MAX,
  MESSAGES,
  offeredStatus,
  type ResponseFormValues,
  responseFormError,
  responsesNamed,
  statusOptions,
  trimmedMessage,
} from "../../public-response-rules";
import { EventStatusBadge } from "../event-status-badge";
import { LiveIndicator } from "../live-indicator";
import { EventLoadError, EventLoading, EventMissing } from "./event-missing";
import { formatShortTime } from "./format";
import { PublicShell } from "./public-shell";
import { ResponseStatusBadge } from "./response-status-badge";

/**
 * /events/{id}/participants: the simpler page of the spec, one form and a table. The form's
 * three buttons submit, edit or delete the response its name and password identify.
 */
export function ParticipantsPage() {
  const { eventId = "" } = useParams();
  const { view, live, missing, isLoading, refetch, closed } = usePublicEvent(eventId);
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = usePlainForm<ResponseFormValues>({
    name: "",
    password: "",
    status: "",
    message: "",
  });
  const mutation = useResponseMutation(eventId, {
    onSuccess: (outcome) => {
      setDone(outcome.text);
      form.reset({ name: "", password: "", status: "", message: "" });
    },
    onError: setProblem,
  });

  // Everything a person may answer; a full event turns 참석 into 대기 신청.
  const chosen = form.watch("status");
  const namesake = view ? responsesNamed(view.responses, form.watch("name"))[0] : undefined;
  const options = view ? statusOptions("edit", view, namesake?.status) : [];
  const selected = offeredStatus(chosen, options);
  // The choice follows the offer (an empty form, or the event filling up meanwhile).
  useEffect(() => {
    if (selected !== chosen) form.setValue("status", selected);
  }, [selected, chosen, form]);

  if (missing) return <EventMissing deleted={missing === "deleted"} />;
  if (!view) return isLoading ? <EventLoading /> : <EventLoadError onRetry={refetch} />;

  const run = (mode: FormMode) =>
    form.handleSubmit((values) => {
      setDone(null);
      const found = responseFormError(values, mode, view, MESSAGES.requiredSimple);
      setProblem(found);
      if (found) return;
      const name = values.name.trim();
      const status = (offeredStatus(values.status, options) || "attending") as ResponseStatus;
      const message = trimmedMessage(values.message);
      if (mode === "delete") {
        mutation.mutate({ action: "delete", name, password: values.password });
      } else if (mode === "edit") {
        mutation.mutate({ action: "modify", name, password: values.password, status, message });
      } else {
        const fingerprint = JSON.stringify([name, values.password, status, message ?? ""]);
        mutation.mutate({
          action: "submit",
          name,
          password: values.password,
          status,
          message,
          idempotencyKey: mutation.keyFor(fingerprint),
        });
      }
    });

  const pick = (response: ResponsePublic) => {
    form.reset({
      name: response.name,
      password: "",
      status: response.status === "waiting" ? "waiting" : response.status,
      message: response.message ?? "",
    });
    setProblem(null);
    setDone(null);
    form.setFocus("password");
  };

  return (
    <PublicShell aside={<LiveIndicator status={live} />}>
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body gap-2 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <EventStatusBadge event={view} />
            <span
              className="text-sm text-base-content/70 tabular-nums"
              data-testid="attending-count"
            >
              참석{" "}
              {view.max_participants
                ? `${view.attending_count} / ${view.max_participants}`
                : view.attending_count}
              {view.waiting_count > 0 && ` · 대기 ${view.waiting_count}`}
            </span>
          </div>
          <h1 className="text-xl font-bold break-words">{view.title}</h1>
          <Link to={`/events/${eventId}/public`} className="link link-primary text-sm">
            초대 페이지에서 자세히 보기
          </Link>
        </div>
      </section>

      <section className="card bg-base-100 shadow-sm" aria-labelledby="simple-form-title">
        <form
          noValidate
          method="post"
          className="card-body gap-3 p-5 sm:p-6"
          onSubmit={run("new")}
          data-testid="participants-form"
        >
          <h2 id="simple-form-title" className="card-title text-lg">
            응답하기
          </h2>
          {closed && (
            <p role="status" className="alert alert-warning alert-soft text-sm">
              응답 마감시간이 지나 더 이상 등록, 수정, 삭제할 수 없습니다.
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1">
              <span className="text-sm font-semibold">이름</span>
              <input
                className="input w-full text-base"
                autoComplete="name"
                {...form.register("name")}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm font-semibold">비밀번호</span>
              <input
                type="password"
                className="input w-full text-base"
                autoComplete="current-password"
                {...form.register("password")}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm font-semibold">상태</span>
              <select className="select w-full text-base" {...form.register("status")}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm font-semibold">메시지 (선택)</span>
              <input
                className="input w-full text-base"
                maxLength={MESSAGE_MAX}
                {...form.register("message")}
              />
            </label>
          </div>
          {problem && (
            <p
              role="alert"
              className="alert alert-error alert-soft text-sm"
              data-testid="form-problem"
            >
              {problem}
            </p>
          )}
          {done && (
            <p
              role="status"
              className="alert alert-success alert-soft text-sm"
              data-testid="form-outcome"
            >
              {done}
            </p>
          )}
          <div className="grid grid-cols-3 gap-2">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!hydrated || closed || mutation.isPending}
            >
              등록
            </button>
            <button
              type="button"
              className="btn"
              disabled={!hydrated || closed || mutation.isPending}
              onClick={run("edit")}
            >
              수정
            </button>
            <button
              type="button"
              className="btn btn-error btn-outline"
              disabled={!hydrated || closed || mutation.isPending}
              onClick={run("delete")}
            >
              삭제
            </button>
          </div>
        </form>
      </section>

      <section className="card bg-base-100 shadow-sm" aria-labelledby="simple-table-title">
        <div className="card-body gap-2 p-3 sm:p-6">
          <h2 id="simple-table-title" className="card-title px-2 text-lg sm:px-0">
            응답 목록 <span className="badge badge-ghost tabular-nums">{view.total_responses}</span>
          </h2>
          {view.responses.length === 0 ? (
            <p className="py-6 text-center text-base-content/60">아직 응답이 없습니다.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table table-sm" data-testid="participants-table">
                <thead>
                  <tr>
                    <th>이름</th>
                    <th>상태</th>
                    <th>메시지</th>
                    <th className="hidden whitespace-nowrap sm:table-cell">응답 시간</th>
                  </tr>
                </thead>
                <tbody>
                  {view.responses.map((response) => (
                    <tr key={response.id} data-status={response.status}>
                      <td className="font-medium whitespace-nowrap">
                        <button
                          type="button"
                          className="link link-hover text-left"
                          onClick={() => pick(response)}
                          title="이 응답을 수정하거나 삭제하려면 누르세요"
                        >
                          {response.name}
                        </button>
                        <span className="block text-xs font-normal text-base-content/60 sm:hidden">
                          {formatShortTime(response.created_at)}
                        </span>
                      </td>
                      <td>
                        <ResponseStatusBadge status={response.status} />
                      </td>
                      <td className="min-w-40 break-keep break-words">{response.message ?? ""}</td>
                      <td className="hidden whitespace-nowrap text-xs text-base-content/60 sm:table-cell">
                        {formatShortTime(response.created_at)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="px-2 text-xs text-base-content/70 sm:px-0">
            이름을 누르면 위 양식에 채워집니다. 비밀번호를 입력하고 수정 또는 삭제를 누르세요.
          </p>
        </div>
      </section>
    </PublicShell>
  );
}
