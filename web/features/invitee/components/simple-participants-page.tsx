import { useId } from "react";
import { Link, useParams } from "react-router";
import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { seatsOf } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { EventStatusBadge } from "../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../components/ui/live-indicator";
import { formatShortDateTime } from "../../../lib/dates";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePublicEvent } from "../hooks/use-public-event";
import { useResponseForm } from "../hooks/use-response-form";
import {
  EMPTY_FORM,
  labelledChoices,
  responsesNamed,
  type Wording,
} from "../public-response-rules";
import { ORGANISER_ONLY_TEXT, seatStateText } from "../seat-state-text";
import { EventLoadError, EventLoading, EventMissingState } from "./event-states";
import { PublicShell } from "./public-shell";
import { ResponseFields } from "./response-fields";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";

/**
 * The simple participants page words the missing name or password its own way. Kept
 * here, not with the invite page's rules, so the invite page does not download it.
 */
export const SIMPLE_PAGE_WORDING: Wording = {
  name_required: "이름과 비밀번호를 입력하세요.",
  password_required: "이름과 비밀번호를 입력하세요.",
};

/**
 * /events/{id}/participants: the simpler page, one form and a table. The form's
 * three buttons submit, edit or delete the response its name and password identify.
 */
export function SimpleParticipantsPage() {
  const { eventId = "" } = useParams();
  const { view, live, missing, isLoading, refetch, closed } = usePublicEvent(eventId);
  const hydrated = useHydrated();
  const ids = useId();
  const { form, problem, setProblem, outcome, setOutcome, pending, send } = useResponseForm(
    eventId,
    { onSuccess: () => form.reset(EMPTY_FORM), wording: SIMPLE_PAGE_WORDING },
  );

  // One form for all three buttons: it offers what an edit of this name may choose, which is
  // also what a new sign-up may ask for (a full event turns 참석 into 대기 신청).
  const namesake = view ? responsesNamed(view.responses, form.watch("name"))[0] : undefined;
  const seats = seatsOf({ guests: Number(form.watch("guests")) });
  const choices = view ? labelledChoices("edit", seatCountsOf(view), namesake?.status, seats) : [];

  if (missing) return <EventMissingState deleted={missing === "deleted"} />;
  if (!view) return isLoading ? <EventLoading /> : <EventLoadError onRetry={refetch} />;

  const pick = (response: ResponsePublic) => {
    form.reset({
      ...EMPTY_FORM,
      name: response.name,
      status: response.status,
      message: response.message ?? "",
      guests: String(response.guests),
    });
    setProblem(null);
    setOutcome(null);
    form.setFocus("password");
  };
  const locked = !hydrated || closed || pending;

  return (
    <PublicShell aside={<LiveIndicator status={live} />}>
      <EventSummary eventId={eventId} view={view} />

      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${ids}-title`}>
        <form
          noValidate
          method="post"
          className="card-body gap-3 p-5 sm:p-6"
          onSubmit={send("new", view, choices)}
          onChange={() => problem && setProblem(null)}
          data-testid="participants-form"
        >
          <h2 id={`${ids}-title`} className="card-title text-lg">
            응답하기
          </h2>
          {closed && (
            <p role="status" className="alert alert-warning alert-soft text-sm">
              {view.deadline_date ? "응답 마감시간이 지나" : "모임이 끝나"} 더 이상 등록, 수정,
              삭제할 수 없습니다.
            </p>
          )}
          <ResponseFields
            form={form}
            idPrefix={ids}
            problem={problem}
            choices={choices}
            passwordAutoComplete="current-password"
            maxGuests={view.max_guests}
            questions={view.questions}
            className="grid gap-3 sm:grid-cols-2"
          />
          {outcome && (
            <p
              role="status"
              className="alert alert-success alert-soft text-sm"
              data-testid="form-outcome"
            >
              {outcome.text}
            </p>
          )}
          <div className="grid grid-cols-3 gap-2">
            <button type="submit" className="btn btn-primary" disabled={locked}>
              등록
            </button>
            <button
              type="button"
              className="btn"
              disabled={locked}
              onClick={send("edit", view, choices)}
            >
              수정
            </button>
            <button
              type="button"
              className="btn btn-error btn-outline"
              disabled={locked}
              onClick={send("delete", view, choices)}
            >
              삭제
            </button>
          </div>
        </form>
      </section>

      <ResponsesTable view={view} onPick={pick} />
    </PublicShell>
  );
}

function EventSummary({ eventId, view }: { eventId: string; view: EventPublicView }) {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge event={view} />
          <Counts view={view} />
        </div>
        <h1 className="text-xl font-bold wrap-anywhere">{view.title}</h1>
        <Link
          to={`/events/${eventId}/public`}
          className="link link-primary w-fit text-sm pointer-coarse:py-3"
        >
          초대 페이지에서 자세히 보기
        </Link>
      </div>
    </section>
  );
}

/** How many attend and wait, or under `guest_list` `hidden` only where a newcomer stands. */
function Counts({ view }: { view: EventPublicView }) {
  if (view.attending_seats === null) {
    return (
      <span className="text-sm text-base-content/70" data-testid="seat-state">
        {seatStateText(view.seat_state)}
      </span>
    );
  }
  const seats = view.attending_seats;
  const attending = view.attending_count ?? 0;
  const waiting = view.waiting_count ?? 0;
  const waitingSeats = view.waiting_seats ?? 0;
  return (
    <span className="text-sm text-base-content/70 tabular-nums" data-testid="attending-count">
      참석 {view.max_participants ? `${seats} / ${view.max_participants}` : seats}
      {seats > attending && ` (동반 ${seats - attending}명 포함)`}
      {waiting > 0 && ` · 대기 ${waitingSeats}`}
      {waitingSeats > waiting && ` (동반 ${waitingSeats - waiting}명 포함)`}
    </span>
  );
}

/**
 * Names and messages wrap rather than widen the table: on a phone a sideways scrollbar hid the
 * message column of the very rows people open this page to read.
 */
function ResponsesTable({
  view,
  onPick,
}: {
  view: EventPublicView;
  onPick: (response: ResponsePublic) => void;
}) {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="simple-table-title">
      <div className="card-body gap-2 p-3 sm:p-6">
        <h2 id="simple-table-title" className="card-title px-2 text-lg sm:px-0">
          응답 목록
          {view.total_responses !== null && (
            <span className="badge badge-ghost tabular-nums">{view.total_responses}</span>
          )}
        </h2>
        {view.responses.length === 0 ? (
          <p className="py-6 text-center text-base-content/60">
            {view.guest_list === "names" ? "아직 응답이 없습니다." : ORGANISER_ONLY_TEXT}
          </p>
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
                    <td className="font-medium">
                      <button
                        type="button"
                        // 44 x 44 px to a thumb, even for a two-letter name: smaller is missed.
                        className="link link-hover text-left wrap-anywhere pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                        onClick={() => onPick(response)}
                        title="이 응답을 수정하거나 삭제하려면 누르세요"
                      >
                        {response.name}
                      </button>
                      <span className="block text-xs font-normal text-base-content/60 sm:hidden">
                        {formatShortDateTime(response.created_at, view.time_zone)}
                      </span>
                    </td>
                    <td>
                      <span className="flex flex-wrap gap-1">
                        <ResponseStatusBadge response={response} zone={view.time_zone} />
                        <GuestsBadge guests={response.guests} />
                      </span>
                    </td>
                    <td className="min-w-28 wrap-anywhere sm:min-w-40">{response.message ?? ""}</td>
                    <td className="hidden whitespace-nowrap text-xs text-base-content/60 sm:table-cell">
                      {formatShortDateTime(response.created_at, view.time_zone)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {view.guest_list === "names" && (
          <p className="px-2 text-xs text-base-content/70 sm:px-0">
            이름을 누르면 위 양식에 채워집니다. 비밀번호를 입력하고 수정 또는 삭제를 누르세요.
          </p>
        )}
      </div>
    </section>
  );
}
