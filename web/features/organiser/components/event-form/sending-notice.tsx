import { m } from "#messages";
import { useOnline } from "../../../../lib/online";

type SendingState = "waiting" | "stopped" | "unanswered" | null;

/**
 * What the dialog says about its call, in the dialog (a toast would leave before an organiser
 * on a train has read it): offline, the server out of reach, or a wait the organiser stopped.
 */
export function SendingNotice({ creating, state }: { creating: boolean; state: SendingState }) {
  const online = useOnline();
  const text = noticeText(creating, state, online);
  return (
    <div role="status" data-testid="sending-notice">
      {text && (
        <p className="alert alert-warning alert-soft mt-3 text-sm whitespace-normal">{text}</p>
      )}
    </div>
  );
}

/** Each notice whole, for a create (pressing 만들기 again is safe) and for an edit. */
const NOTICES = {
  stopped: { create: m.organiser_sending_stopped_create, edit: m.organiser_sending_stopped_edit },
  offline: { create: m.organiser_sending_offline_create, edit: m.organiser_sending_offline_edit },
  unanswered: {
    create: m.organiser_sending_unanswered_create,
    edit: m.organiser_sending_unanswered_edit,
  },
};

function noticeText(creating: boolean, state: SendingState, online: boolean): string | null {
  const notice =
    state === "stopped"
      ? NOTICES.stopped
      : !online && state !== null
        ? NOTICES.offline
        : state === "unanswered"
          ? NOTICES.unanswered
          : null;
  return notice && (creating ? notice.create() : notice.edit());
}
