import type { ComponentType } from "react";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import type { MyPlace } from "../hooks/use-my-places";
import { OfferNote } from "../offers/offer-note";
import { waitingAheadText } from "../waiting-position";
import { EraseMyData } from "./erase-my-data";
import { MyResponseLink } from "./my-response-link";
import { GuestsBadge, ResponseStatusBadge } from "./response-status-badge";
import { StandingControls } from "./standing-controls";

/**
 * How a response of this browser's will be told of a seat or a change, and the controls that
 * set it: notifications' own (web/features/push), handed in by the page that shows '내 응답',
 * since push builds on the invite pages and they import nothing of it.
 */
export type ResponseChannels = {
  /** Under the response's place; while it waits for an offer, what having no way costs. */
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

type Props = MyPlace & {
  closed: boolean;
  onEdit: (response: ResponsePublic & { key?: string }) => void;
  onCancel: (response: ResponsePublic & { key?: string }) => void;
  eventId: string;
  zone?: string;
  zoneName?: string;
  lapsed: string[];
  offers: boolean;
  offerHours: number;
  channels?: ResponseChannels;
};

/**
 * What the first in the queue gets next: the seats for their whole party (guests along), or the
 * next seat; offered, or given at once.
 */
function firstInLine(guests: number, offers: boolean) {
  if (guests > 0) {
    const people = guests + 1;
    return offers
      ? m.invitee_waiting_first_party_offer({ people })
      : m.invitee_waiting_first_party_promote({ people });
  }
  return offers ? m.invitee_waiting_first_offer() : m.invitee_waiting_first_promote();
}

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
              {position === null
                ? m.invitee_waiting_unplaced()
                : m.invitee_waiting_place({ position })}
            </p>
            <p className="text-sm text-base-content/70">
              {position === null
                ? offers
                  ? m.invitee_waiting_unplaced_offer()
                  : m.invitee_waiting_unplaced_promote()
                : position > 1
                  ? waitingAheadText(position - 1, peopleAhead)
                  : firstInLine(response.guests, offers)}{" "}
              {m.invitee_waiting_live_note()}
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
              ? m.invitee_attending_confirmed()
              : m.invitee_response_registered()}
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
        {/* After how it is told: what it does at the later meetings, and its own controls. */}
        {entry.standing !== undefined && !closed && (
          <StandingControls
            standing={entry.standing}
            eventId={eventId}
            response={response}
            held={entry.key}
            onEdit={onEdit}
          />
        )}
      </div>
      {!closed && (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-sm"
            // With the key this browser keeps, the change needs no password (as by the link).
            onClick={() => onEdit({ ...response, key: entry.key })}
            aria-label={m.invitee_edit_mine_label({ name: response.name })}
          >
            {m.invitee_edit()}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => onCancel({ ...response, key: entry.key })}
            aria-label={m.invitee_cancel_mine_label({ name: response.name })}
          >
            {m.invitee_cancel()}
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
      {entry.key && (
        <EraseMyData
          eventId={eventId}
          responseId={response.id}
          name={response.name}
          held={entry.key}
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
