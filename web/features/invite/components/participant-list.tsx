import { memo } from "react";
import type { EventPublicView, ResponsePublic } from "#contract/events";
import { formPageSearch, INVITE_FORM_ID } from "#contract/page-data";
import { formatShortDateTime } from "../../../lib/dates";
import { STATUS_LABELS } from "../../../lib/response-status";
import { useRowsShown } from "../hooks/use-rows-shown";
import { PressLink } from "./press-link";
import { ResponseStatusBadge } from "./response-status-badge";

/** Attending first, then the waiting list in its order, then maybe and not attending. */
const GROUPS = ["attending", "waiting", "maybe", "not_attending"] as const;

type ParticipantListProps = {
  view: EventPublicView;
  mine: Set<string>;
  /** Opens the form in edit mode for this response; absent once responses are closed. */
  onEdit?: (response: ResponsePublic) => void;
};

/**
 * Memoised: it re-renders only when the snapshot, the reader's own responses or the edit
 * action change, not on every change of the page around it. A long list arrives in batches
 * (useRowsShown), and off screen the browser skips each row's style and layout
 * (content-visibility), so hundreds of rows cost little until they are scrolled to.
 */
export const ParticipantList = memo(function ParticipantList({
  view,
  mine,
  onEdit,
}: ParticipantListProps) {
  const shown = useRowsShown(view.responses.length);
  let left = shown;
  return (
    <section
      className="card bg-base-100 shadow-sm lazy-layout-section"
      aria-labelledby="participants-title"
    >
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="participants-title" className="card-title text-lg">
          참석자 명단
          <span className="badge badge-ghost tabular-nums">{view.total_responses}</span>
        </h2>
        {view.responses.length === 0 ? (
          <p className="py-6 text-center text-base-content/60">
            {onEdit
              ? "아직 응답한 사람이 없습니다. 가장 먼저 참석 여부를 알려주세요!"
              : "응답한 사람이 없습니다."}
          </p>
        ) : (
          <div className="flex flex-col gap-4" data-testid="participant-list">
            {GROUPS.map((status) => {
              const rows = view.responses.filter((response) => response.status === status);
              if (rows.length === 0) return null;
              // The first `shown` rows of the whole list, in group order; the header counts all.
              const rendered = rows.slice(0, Math.max(left, 0));
              left -= rendered.length;
              return (
                <div key={status}>
                  <h3 className="mb-1 text-sm font-semibold text-base-content/60">
                    {`${STATUS_LABELS[status]} ${rows.length}${status === "waiting" ? " · 신청 순서대로 자리가 나면 참석" : ""}`}
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
      className="lazy-layout-row flex items-start gap-3 py-2.5"
      data-testid="participant"
      data-status={response.status}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* A long name without spaces wraps anywhere rather than run under '수정'. */}
          <span className="min-w-0 font-medium wrap-anywhere" data-testid="participant-name">
            {response.name}
          </span>
          <ResponseStatusBadge status={response.status} position={position} />
          {isMine && <span className="badge badge-outline badge-primary badge-xs">나</span>}
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
        <PressLink
          href={`/events/${eventId}/public${formPageSearch("edit", response.id)}#${INVITE_FORM_ID}`}
          className="btn btn-ghost btn-xs shrink-0"
          onPress={() => onEdit(response)}
          label={`${response.name} 응답 수정`}
        >
          수정
        </PressLink>
      )}
    </li>
  );
}
