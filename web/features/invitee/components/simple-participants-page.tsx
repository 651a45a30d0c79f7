import { useId } from "react";
import { Link, useParams } from "react-router";
import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { seatsOf } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { PublicShell } from "../../../components/layouts/public-shell";
import { EventStatusBadge } from "../../../components/ui/event-status-badge";
import { LiveIndicator } from "../../../components/ui/live-indicator";
import { formatShortDateTime } from "../../../lib/dates";
import type { LiveStatus } from "../../../lib/live-status";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePublicEvent } from "../hooks/use-public-event";
import { useResponseForm } from "../hooks/use-response-form";
import {
  EMPTY_FORM,
  labelledChoices,
  responsesNamed,
  type Wording,
} from "../public-response-rules";
import { seatStateText } from "../seat-state-text";
import { EventLoadError, EventLoading, EventMissingState } from "./event-states";
import { PrivacyNotice } from "./privacy-notice";
import { ResponseFields } from "./response-fields";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";

/**
 * The simple participants page words the missing name or password its own way. Kept
 * here, not with the invite page's rules, so the invite page does not download it.
 */
export const SIMPLE_PAGE_WORDING: Wording = {
  name_required: m.invitee_simple_name_password_required,
  password_required: m.invitee_simple_name_password_required,
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

  // One form for all three buttons: for a name that answered, what its edit may choose; for a
  // new name, what the invite page's first answer offers, a seat (a full event's 대기 신청).
  const namesake = view ? responsesNamed(view.responses, form.watch("name"))[0] : undefined;
  const seats = seatsOf({ guests: Number(form.watch("guests")) });
  const choices = view
    ? labelledChoices(namesake ? "edit" : "new", seatCountsOf(view), namesake?.status, seats)
    : [];

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
    <PublicShell>
      <EventSummary eventId={eventId} view={view} live={live} />

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
            {m.invitee_simple_form_title()}
          </h2>
          {closed && (
            <p role="status" className="alert alert-warning alert-soft text-sm">
              {view.deadline_date
                ? m.invitee_simple_closed_deadline()
                : m.invitee_simple_closed_over()}
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
              {m.invitee_simple_submit()}
            </button>
            <button
              type="button"
              className="btn"
              disabled={locked}
              onClick={send("edit", view, choices)}
            >
              {m.invitee_edit()}
            </button>
            <button
              type="button"
              className="btn btn-error btn-outline"
              disabled={locked}
              onClick={send("delete", view, choices)}
            >
              {m.invitee_simple_delete()}
            </button>
          </div>
          <PrivacyNotice view={view} />
        </form>
      </section>

      <ResponsesTable view={view} onPick={pick} />
    </PublicShell>
  );
}

/** The event's title and counts, and whether the page is live (beside them, as on the invite page). */
function EventSummary({
  eventId,
  view,
  live,
}: {
  eventId: string;
  view: EventPublicView;
  live: LiveStatus;
}) {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge event={view} />
          <Counts view={view} />
          <span className="ml-auto">
            <LiveIndicator status={live} />
          </span>
        </div>
        <h1 className="text-xl font-bold wrap-anywhere">{view.title}</h1>
        <Link
          to={`/events/${eventId}/public`}
          className="link link-primary w-fit text-sm pointer-coarse:py-3"
        >
          {m.invitee_simple_invite_link()}
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
      {m.invitee_capacity_attending()}{" "}
      {view.max_participants ? `${seats} / ${view.max_participants}` : seats}
      {seats > attending && ` ${m.invitee_capacity_guests({ guests: seats - attending })}`}
      {waiting > 0 && ` · ${m.invitee_capacity_waiting()} ${waitingSeats}`}
      {waitingSeats > waiting &&
        ` ${m.invitee_capacity_guests({ guests: waitingSeats - waiting })}`}
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
          {m.invitee_simple_table_title()}
          {view.total_responses !== null && (
            <span className="badge badge-ghost tabular-nums">{view.total_responses}</span>
          )}
        </h2>
        {view.responses.length === 0 ? (
          <p className="py-6 text-center text-base-content/60">
            {view.guest_list === "names" ? m.invitee_simple_empty() : m.invitee_organiser_only()}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-sm" data-testid="participants-table">
              <thead>
                <tr>
                  <th>{m.invitee_name()}</th>
                  <th>{m.invitee_simple_status()}</th>
                  <th>{m.invitee_message()}</th>
                  <th className="hidden whitespace-nowrap sm:table-cell">
                    {m.invitee_simple_time()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.responses.map((response) => (
                  <tr key={response.id} data-status={response.status}>
                    {/* A floor for names before messages: an English name breaks between its words
                        at 360 px, and only a name longer than the floor anywhere. */}
                    <td className="min-w-28 font-medium">
                      <button
                        type="button"
                        // 44 x 44 px to a thumb, even for a two-letter name: smaller is missed.
                        className="link link-hover text-left wrap-anywhere pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                        onClick={() => onPick(response)}
                        title={m.invitee_simple_pick_title()}
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
                    <td className="min-w-20 wrap-anywhere sm:min-w-40">{response.message ?? ""}</td>
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
            {m.invitee_simple_pick_hint()}
          </p>
        )}
      </div>
    </section>
  );
}
