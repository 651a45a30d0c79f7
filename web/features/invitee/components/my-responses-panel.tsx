import { useEffect, useMemo, useState } from "react";
import type { EventPublicView } from "#contract/public-view";
import { OFFER_HOURS } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { toast } from "../../../lib/toasts";
import { ChannelLine, HomeScreenHint, MailControl, NotifyControl, pushSupport } from "../../push";
import { type MyResponse, readMyResponses } from "../my-responses/read";
import { forgetResponse, rememberResponse } from "../my-responses/write";
import { OfferNote, offerToast } from "../offers/offer-note";
import type { Linked } from "../response-link";
import { waitingAheadText, waitingPlace } from "../waiting-position";
import { Icon } from "./icons";
import { MyResponseLink } from "./my-response-link";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";

const CHECK = "M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3";

type PanelProps = {
  standing: Standing[];
  promoted: string[];
  onDismissPromoted: () => void;
  closed: boolean;
  onEdit: (response: ResponsePublic) => void;
  onCancel: (response: ResponsePublic) => void;
  eventId: string;
  /** The event's time zone: an offer's deadline reads on its clock. */
  zone?: string;
  /** The zone's name in Korean (the snapshot's `time_zone_name`), naming that clock. */
  zoneName?: string;
  /** This browser's responses whose seat offer lapsed while the page looked. */
  lapsed?: string[];
  /** The event offers freed seats for a while (decision 0022) instead of giving them at once. */
  offers?: boolean;
  /** How long such an offer lasts, in hours. */
  offerHours?: number;
};

/**
 * A response of this browser's, with its place in the queue while it waits and the people ahead
 * of it there (the parties ahead and their guests; 0 when it does not wait).
 */
export type Standing = {
  entry: MyResponse;
  response: ResponsePublic;
  position: number | null;
  peopleAhead: number;
};

/**
 * This browser's responses as the latest snapshot shows them, with each waiting one's place in
 * the queue; and the names promoted from waiting to attending since the page last looked.
 */
export function useMyStanding(
  eventId: string,
  view: EventPublicView | undefined,
  mine: MyResponse[],
) {
  const [promoted, setPromoted] = useState<string[]>([]);
  const [lapsed, setLapsed] = useState<string[]>([]);

  useEffect(() => {
    if (!view) return;
    // Read afresh, not from the render: the check must not count one promotion twice.
    for (const entry of readMyResponses(eventId)) {
      if (view.revision < entry.revision) continue; // An older snapshot: it cannot know yet.
      const response = view.responses.find((candidate) => candidate.id === entry.id);
      if (!response) {
        forgetResponse(eventId, (stored) => stored.id === entry.id);
        continue;
      }
      if (response.status === entry.status && response.name === entry.name) continue;
      if (entry.status === "waiting" && response.status === "attending") {
        setPromoted((names) => [...names, response.name]);
        toast.success(`${response.name}님, 대기에서 참석으로 확정되었습니다!`, "참석 확정");
      }
      // A seat offered (decision 0022), and an offer that lapsed, not declined here.
      if (response.status === "offered")
        toast.success(offerToast(response, view.time_zone, view.time_zone_name), "자리 제안");
      if (entry.status === "offered" && response.status === "not_attending") {
        setLapsed((ids) => [...ids, response.id]);
      }
      rememberResponse(eventId, {
        ...entry,
        name: response.name,
        status: response.status,
        revision: view.revision,
      });
    }
  }, [eventId, view]);

  const standing: Standing[] = [];
  if (view) {
    for (const entry of mine) {
      const response = view.responses.find((candidate) => candidate.id === entry.id);
      if (response) {
        const place = waitingPlace(view.responses, response.id);
        standing.push({
          entry,
          response,
          position: place?.position ?? null,
          peopleAhead: place?.peopleAhead ?? 0,
        });
      }
    }
  }
  return {
    standing,
    promoted,
    dismissPromoted: () => setPromoted([]),
    lapsed,
  };
}

type MyResponsesProps = Omit<
  PanelProps,
  "standing" | "promoted" | "onDismissPromoted" | "zone" | "zoneName" | "lapsed"
> & {
  view: EventPublicView;
  mine: MyResponse[];
  /** The response a personal link opened on this page, if any. */
  linked?: Linked | null;
};

/**
 * This browser's responses and the one a personal link opened on this page, which is theirs
 * here at once, before any change, with the link's key: written nowhere, so that a link opened
 * on a borrowed device leaves nothing behind (decision 0018).
 */
export function withLinked(mine: MyResponse[], linked?: Linked | null): MyResponse[] {
  if (!linked) return mine;
  const own = mine.find((entry) => entry.id === linked.id);
  if (own?.key === linked.key) return mine;
  const { id, name, status, key } = linked;
  return [
    ...mine.filter((entry) => entry !== own),
    { id, name, status, revision: 0, ...own, key, linked: true },
  ];
}

/**
 * This browser's responses as the live snapshot shows them, and the promotions noticed since
 * the page last looked (the page renders it only while this browser has responses here, or a
 * personal link opened one).
 */
export function MyResponses({ view, mine, linked, ...panel }: MyResponsesProps) {
  const all = useMemo(() => withLinked(mine, linked), [mine, linked]);
  const { standing, promoted, dismissPromoted, lapsed } = useMyStanding(panel.eventId, view, all);
  return (
    <MyResponsesPanel
      standing={standing}
      promoted={promoted}
      onDismissPromoted={dismissPromoted}
      zone={view.time_zone}
      zoneName={view.time_zone_name}
      lapsed={lapsed}
      offers={view.promotion === "offer" && view.max_participants !== null}
      offerHours={view.offer_hours}
      {...panel}
    />
  );
}

/** '내 응답': where this browser's invitee stands, '대기 N번째' moving live. */
export function MyResponsesPanel({
  standing,
  promoted,
  onDismissPromoted,
  closed,
  onEdit,
  onCancel,
  eventId,
  zone,
  zoneName,
  lapsed = [],
  offers = false,
  offerHours = OFFER_HOURS.default,
}: PanelProps) {
  // Read once: the panel renders only in the browser (this browser's responses are local).
  const [support] = useState(pushSupport);
  if (standing.length === 0 && promoted.length === 0) return null;
  return (
    <section
      className="card border border-primary/40 bg-base-100 shadow-sm"
      aria-labelledby="my-responses-title"
      data-testid="my-responses"
    >
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="my-responses-title" className="card-title text-lg">
          내 응답
        </h2>
        {promoted.length > 0 && (
          <div role="status" className="alert alert-success" data-testid="promotion-notice">
            <Icon path={CHECK} className="size-6" />
            <div>
              <p className="font-semibold">{promoted.join(", ")}님, 참석이 확정되었습니다!</p>
              <p className="text-sm">자리가 생겨 대기 명단에서 참석자로 올라갔어요.</p>
            </div>
            <button type="button" className="btn btn-sm" onClick={onDismissPromoted}>
              확인
            </button>
          </div>
        )}
        {standing.map(({ entry, response, position, peopleAhead }) => (
          <div
            key={response.id}
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
              {response.status === "waiting" && position !== null ? (
                <>
                  <p
                    className="mt-1 text-2xl font-bold tabular-nums"
                    data-testid="queue-position"
                    aria-live="polite"
                  >
                    대기 {position}번째
                  </p>
                  <p className="text-sm text-base-content/70">
                    {position > 1
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
              {/* How it will be told; while it waits for an offer, what having no way costs. */}
              <ChannelLine
                eventId={eventId}
                responseId={response.id}
                entryKey={entry.key}
                offerHours={offers && response.status === "waiting" ? offerHours : undefined}
              />
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
            {/* Mail in every browser; push only where the Push API exists. */}
            <MailControl
              eventId={eventId}
              response={response}
              entryKey={entry.key}
              closed={closed}
            />
            {support === "push" && (
              <NotifyControl eventId={eventId} response={response} closed={closed} />
            )}
          </div>
        ))}
        {support === "home-screen" && !closed && standing.length > 0 && <HomeScreenHint />}
      </div>
    </section>
  );
}
