import { memo, startTransition, useState } from "react";
import { formPageSearch, INVITE_FORM_ID } from "#contract/invite-form";
import { GROUP_FIRST_ROWS, MORE_ROWS, WHOLE_LIST_SEARCH } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { formatShortDateTime } from "../../../lib/dates";
import { STATUS_LABELS } from "../../../lib/response-status";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";
import { StateLink } from "./state-link";

/**
 * Attending first, then open offers (the head of the queue), the waiting list in its order,
 * then maybe and not attending.
 */
const GROUPS = ["attending", "offered", "waiting", "maybe", "not_attending"] as const;

type ParticipantListProps = {
  view: EventPublicView;
  mine: Set<string>;
  /** Opens the form in edit mode for this response; absent once responses are closed. */
  onEdit?: (response: ResponsePublic) => void;
  /** Every group whole from the start (the page's address asked for it). */
  whole?: boolean;
};

type Shown = Record<ResponsePublic["status"], number>;
const firstRows = (whole: boolean): Shown => {
  const rows = whole ? Number.POSITIVE_INFINITY : GROUP_FIRST_ROWS;
  return Object.fromEntries(GROUPS.map((status) => [status, rows])) as Shown;
};

/**
 * The list grouped by status, each group showing its first rows and '더 보기' for the rest, so
 * the page (the server's render, the hydration, the layout) costs the same with 20 responses
 * or 500, and nothing is added below the reader while they scroll. Memoised: it re-renders only
 * when the snapshot, the reader's own responses or the edit action change.
 */
export const ParticipantList = memo(function ParticipantList({
  view,
  mine,
  onEdit,
  whole = false,
}: ParticipantListProps) {
  const [shown, setShown] = useState(() => firstRows(whole));
  const more = (status: ResponsePublic["status"]) =>
    startTransition(() => setShown((now) => ({ ...now, [status]: now[status] + MORE_ROWS })));
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="participants-title">
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="participants-title" className="card-title scroll-mt-20 text-lg">
          {m.invitee_participants_title()}
          {view.total_responses !== null && (
            <span className="badge badge-ghost tabular-nums">{view.total_responses}</span>
          )}
        </h2>
        {view.responses.length === 0 ? (
          <p className="py-6 text-center text-base-content/60">
            {view.guest_list !== "names"
              ? m.invitee_organiser_only()
              : onEdit
                ? m.invitee_no_responses_yet()
                : m.invitee_no_responses()}
          </p>
        ) : (
          <div className="flex flex-col gap-4" data-testid="participant-list">
            {GROUPS.map((status) => {
              const rows = view.responses.filter((response) => response.status === status);
              if (rows.length === 0) return null;
              const rendered = rows.slice(0, shown[status]);
              const rest = rows.length - rendered.length;
              return (
                <div key={status} data-testid="participant-group" data-status={status}>
                  <h3 className="mb-1 text-sm font-semibold text-base-content/60">
                    {`${STATUS_LABELS[status]} ${rows.length}`}
                    {status === "waiting" &&
                      ` · ${view.promotion === "offer" ? m.invitee_group_waiting_offer() : m.invitee_group_waiting_promote()}`}
                  </h3>
                  <ul className="divide-y divide-base-200">
                    {rendered.map((response, index) => (
                      <ParticipantRow
                        key={response.id}
                        eventId={view.id}
                        response={response}
                        position={status === "waiting" ? index + 1 : null}
                        zone={view.time_zone}
                        isMine={mine.has(response.id)}
                        onEdit={onEdit}
                      />
                    ))}
                  </ul>
                  {rest > 0 && (
                    <StateLink
                      href={`/events/${view.id}/public${WHOLE_LIST_SEARCH}#participants-title`}
                      className="btn btn-soft btn-sm mt-2 w-full"
                      onFollow={() => more(status)}
                    >
                      {m.invitee_show_more({ label: STATUS_LABELS[status], rest })}
                    </StateLink>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
});

function ParticipantRow({
  eventId,
  response,
  position,
  zone,
  isMine,
  onEdit,
}: {
  eventId: string;
  response: ResponsePublic;
  position: number | null;
  zone: string;
  isMine: boolean;
  onEdit?: (response: ResponsePublic) => void;
}) {
  return (
    <li
      className="flex items-start gap-3 py-2.5"
      data-testid="participant"
      data-status={response.status}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* A long name without spaces wraps anywhere rather than run under '수정'. */}
          <span className="min-w-0 font-medium wrap-anywhere" data-testid="participant-name">
            {response.name}
          </span>
          <ResponseStatusBadge response={response} position={position} zone={zone} />
          <GuestsBadge guests={response.guests} />
          {isMine && (
            <span className="badge badge-outline badge-primary badge-xs">{m.invitee_me()}</span>
          )}
        </div>
        {response.message && (
          <p className="mt-0.5 text-sm whitespace-pre-line text-base-content/75">
            {response.message}
          </p>
        )}
        <time className="mt-0.5 block text-xs text-base-content/70" dateTime={response.created_at}>
          {formatShortDateTime(response.created_at, zone)}
        </time>
      </div>
      {onEdit && (
        <StateLink
          href={`/events/${eventId}/public${formPageSearch("edit", response.id)}#${INVITE_FORM_ID}`}
          className="btn btn-ghost btn-xs shrink-0"
          onFollow={() => onEdit(response)}
          label={m.invitee_edit_response_label({ name: response.name })}
        >
          {m.invitee_edit()}
        </StateLink>
      )}
    </li>
  );
}
