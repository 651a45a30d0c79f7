import type { ComponentType } from "react";
import type { ResponsePublic } from "#contract/responses";
import type { Standing } from "../hooks/use-my-standing";
import { OfferNote } from "../offers/offer-note";
import { waitingAheadText } from "../waiting-position";
import { MyResponseLink } from "./my-response-link";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";

/**
 * How a response of this browser's will be told of a seat or a change, and the controls that
 * set it: notifications' own (web/features/push), handed in by the page that shows '내 응답',
 * since push builds on the invite pages and they import nothing of it.
 */
export type ResponseChannels = {
  /** Under the response's standing; while it waits for an offer, what having no way costs. */
  Line: ComponentType<{
    eventId: string;
    responseId: string;
    entryKey?: string;
    offerHours?: number;
  }>;
  /** At the row's end. */
  Controls: ComponentType<{
    eventId: string;
    response: ResponsePublic;
    entryKey?: string;
    closed: boolean;
  }>;
  /** Once, under all the rows. */
  Hint: ComponentType<{ closed: boolean }>;
};

type Props = Standing & {
  closed: boolean;
  onEdit: (response: ResponsePublic) => void;
  onCancel: (response: ResponsePublic) => void;
  eventId: string;
  zone?: string;
  zoneName?: string;
  lapsed: string[];
  offers: boolean;
  offerHours: number;
  channels?: ResponseChannels;
};

/**
 * One of this browser's responses in '내 응답': where it stands ('대기 N번째' moving live, a
 * seat offered), how it will be told, and what can be done with it.
 */
export function MyResponseRow({
  entry,
  response,
  position,
  peopleAhead,
  closed,
  onEdit,
  onCancel,
  eventId,
  zone,
  zoneName,
  lapsed,
  offers,
  offerHours,
  channels,
}: Props) {
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-4"
      data-testid="my-response"
    >
      {/* A row of its own: the actions (up to four with notifications) wrap below it. */}
      <div className="w-full">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{response.name}</span>
          <ResponseStatusBadge response={response} />
          <GuestsBadge guests={response.guests} />
        </p>
        {response.status === "waiting" ? (
          <>
            <p
              className="mt-1 text-2xl font-bold tabular-nums"
              data-testid="queue-position"
              aria-live="polite"
            >
              {/* No place under `guest_list` `hidden` (decision 0041): only that they wait. */}
              {position === null ? "대기 중" : `대기 ${position}번째`}
            </p>
            <p className="text-sm text-base-content/70">
              {position === null
                ? `자리가 나면 신청 순서대로 ${offers ? "자리를 제안받아요." : "참석으로 바뀝니다."}`
                : position > 1
                  ? waitingAheadText(position - 1, peopleAhead)
                  : `${response.guests > 0 ? `일행 ${response.guests + 1}명의 자리가 모두 나면` : "다음 자리가 나면"} ${offers ? "그 자리를 먼저 제안받아요." : "바로 참석으로 바뀝니다."}`}{" "}
              이 페이지를 열어 두면 바로 알려드려요.
            </p>
          </>
        ) : response.status === "offered" ||
          response.offer_lapsed_at ||
          (response.status === "not_attending" && lapsed.includes(response.id)) ? (
          <OfferNote
            response={response}
            zone={zone}
            zoneName={zoneName}
            closed={closed}
            onEdit={onEdit}
            eventId={eventId}
            held={entry.key}
          />
        ) : (
          <p className="mt-1 text-sm text-base-content/70">
            {response.status === "attending"
              ? "참석이 확정되었습니다."
              : "응답이 등록되어 있습니다."}
          </p>
        )}
        {channels && (
          <channels.Line
            eventId={eventId}
            responseId={response.id}
            entryKey={entry.key}
            offerHours={offers && response.status === "waiting" ? offerHours : undefined}
          />
        )}
      </div>
      {!closed && (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => onEdit(response)}
            aria-label={`내 응답 수정: ${response.name}`}
          >
            수정
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => onCancel(response)}
            aria-label={`내 응답 취소: ${response.name}`}
          >
            취소
          </button>
        </div>
      )}
      {!closed && (
        <MyResponseLink
          eventId={eventId}
          response={response}
          held={entry.key}
          kept={!entry.linked}
        />
      )}
      {channels && (
        <channels.Controls
          eventId={eventId}
          response={response}
          entryKey={entry.key}
          closed={closed}
        />
      )}
    </div>
  );
}
