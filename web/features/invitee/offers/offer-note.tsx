import { DEFAULT_TIME_ZONE, zoneNoteOf } from "#contract/event-time";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { browserZone, formatShortDateTime } from "../../../lib/dates";
import { Icon } from "../components/icons";
import { OneTapReplies } from "./one-tap-replies";

const SEAT = "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v8M8 12h8";

/**
 * An offer's deadline on the event's clock ('11월 27일 오후 3:00'), with its zone named (`name`)
 * as the event's date names it unless it is Korea's ('베를린 시간'), when known.
 */
function until(expires: string | null, zone = DEFAULT_TIME_ZONE, name?: string) {
  if (!expires) return null;
  return { date: formatShortDateTime(expires, zone), zone: name ? zoneNoteOf(zone, name) : "" };
}

/** What the offer card says: a seat is free, and by when to confirm it when known. */
function offerText(expires: string | null, zone?: string, zoneName?: string) {
  const by = until(expires, zone, zoneName);
  if (!by) return m.invitee_offer();
  return by.zone ? m.invitee_offer_until_zone(by) : m.invitee_offer_until({ date: by.date });
}

/** What '내 응답' says when a seat is offered (and the offer ends) on this browser's response. */
export function offerToast(response: ResponsePublic, zone?: string, zoneName?: string) {
  const { name } = response;
  const by = until(response.offer_expires_at, zone, zoneName);
  if (!by) return m.invitee_offer_toast({ name });
  return by.zone
    ? m.invitee_offer_toast_until_zone({ name, ...by })
    : m.invitee_offer_toast_until({ name, date: by.date });
}

/**
 * The offer's deadline on the reader's own clock ('내 시간으로 11월 27일 오후 11:00까지'), where this
 * browser's zone is not the event's; null where they agree. The card renders only in the browser.
 */
function readerDeadline(expires: string | null, zone = DEFAULT_TIME_ZONE) {
  const reader = browserZone();
  return expires && reader !== zone
    ? m.invitee_offer_reader_deadline({ date: formatShortDateTime(expires, reader) })
    : null;
}

/**
 * A seat offered to this browser's response (decision 0022): the deadline, and the two one-tap
 * replies: one tap with the response's key kept in this browser, else they open the form for
 * this response with that status chosen, so they ask for the password (or go by the page's
 * personal link) like any other change (one-tap-replies.tsx). Once the offer has lapsed: the
 * seat went on, and asking again queues at the end. Here with the sending code (sending/) rather
 * than the page's components: only '내 응답' shows it, and the page's first load does without it.
 */
export function OfferNote({
  response,
  zone,
  zoneName,
  closed,
  onEdit,
  eventId,
  held,
}: {
  response: ResponsePublic;
  zone?: string;
  /** The event's zone in Korean ('베를린'; the snapshot's `time_zone_name`), to name its clock. */
  zoneName?: string;
  closed: boolean;
  onEdit: (response: ResponsePublic) => void;
  eventId: string;
  /** The response's personal link key, kept in this browser: the replies are one tap. */
  held?: string;
}) {
  if (response.status !== "offered") {
    return (
      <div className="mt-2 flex flex-col gap-2" data-testid="offer-lapsed">
        <p className="text-sm text-base-content/70">
          {m.invitee_offer_lapsed()}
          {!closed && ` ${m.invitee_offer_lapsed_again()}`}
        </p>
        {!closed && (
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm self-start"
            onClick={() => onEdit({ ...response, status: "waiting" })}
          >
            {m.invitee_offer_wait_again()}
          </button>
        )}
      </div>
    );
  }
  const readers = readerDeadline(response.offer_expires_at, zone);
  return (
    <div
      role="alert"
      className="alert alert-success alert-soft mt-2 items-start"
      data-testid="offer-card"
    >
      <Icon path={SEAT} className="mt-0.5 size-6" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold" data-testid="offer-deadline">
          {offerText(response.offer_expires_at, zone, zoneName)}
        </p>
        {readers && (
          <p className="text-sm" data-testid="offer-reader-deadline">
            {readers}
          </p>
        )}
        <p className="text-sm">{m.invitee_offer_unconfirmed()}</p>
        <OneTapReplies eventId={eventId} response={response} held={held} onEdit={onEdit} />
      </div>
    </div>
  );
}
