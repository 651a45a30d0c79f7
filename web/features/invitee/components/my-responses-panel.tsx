import { useMemo } from "react";
import type { EventPublicView } from "#contract/public-view";
import { OFFER_HOURS } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { type MyPlace, useMyPlaces, withLinked } from "../hooks/use-my-places";
import type { MyResponse } from "../my-responses/read";
import type { Linked } from "../response-link";
import { Icon } from "./icons";
import { MyResponseRow, type ResponseChannels } from "./my-response-row";

const CHECK = "M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3";

type PanelProps = {
  places: MyPlace[];
  promoted: string[];
  onDismissPromoted: () => void;
  closed: boolean;
  onEdit: (response: ResponsePublic & { key?: string }) => void;
  onCancel: (response: ResponsePublic & { key?: string }) => void;
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
  /** How each response will be told, and its controls (push's), when the page hands them in. */
  channels?: ResponseChannels;
};

export type MyResponsesProps = Omit<
  PanelProps,
  "places" | "promoted" | "onDismissPromoted" | "zone" | "zoneName" | "lapsed"
> & {
  view: EventPublicView;
  mine: MyResponse[];
  /** The response a personal link opened on this page, if any. */
  linked?: Linked | null;
};

/**
 * This browser's responses as the live snapshot shows them, and the promotions noticed since
 * the page last looked (the page renders it only while this browser has responses here, or a
 * personal link opened one).
 */
export function MyResponses({ view, mine, linked, ...panel }: MyResponsesProps) {
  const all = useMemo(() => withLinked(mine, linked), [mine, linked]);
  const { places, promoted, dismissPromoted, lapsed } = useMyPlaces(panel.eventId, view, all);
  return (
    <MyResponsesPanel
      places={places}
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
  places,
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
  channels,
}: PanelProps) {
  if (places.length === 0 && promoted.length === 0) return null;
  return (
    <section
      className="card border border-primary/40 bg-base-100 shadow-sm"
      aria-labelledby="my-responses-title"
      data-testid="my-responses"
    >
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="my-responses-title" className="card-title text-lg">
          {m.invitee_my_responses()}
        </h2>
        {promoted.length > 0 && (
          <div role="status" className="alert alert-success" data-testid="promotion-notice">
            <Icon path={CHECK} className="size-6" />
            <div>
              <p className="font-semibold">
                {m.invitee_promoted_title({ names: promoted.join(", ") })}
              </p>
              <p className="text-sm">{m.invitee_promoted_text()}</p>
            </div>
            <button type="button" className="btn btn-sm" onClick={onDismissPromoted}>
              {m.invitee_ok()}
            </button>
          </div>
        )}
        {places.map((mine) => (
          <MyResponseRow
            key={mine.response.id}
            {...mine}
            closed={closed}
            onEdit={onEdit}
            onCancel={onCancel}
            eventId={eventId}
            zone={zone}
            zoneName={zoneName}
            lapsed={lapsed}
            offers={offers}
            offerHours={offerHours}
            channels={channels}
          />
        ))}
        {channels && places.length > 0 && <channels.Hint closed={closed} />}
      </div>
    </section>
  );
}
