import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { m } from "#messages";
import { doorPath, mayDo } from "../../event-role";
import { copyLabel, useCopyInviteLink } from "./use-copy-invite-link";

export type EventActionHandlers = {
  onEdit: (event: EventPublic) => void;
  onQr: (event: EventPublic) => void;
  onDelete: (event: EventPublic) => void;
  onHosts: (event: EventPublic) => void;
  onLog: (event: EventPublic) => void;
  onLeave: (event: EventPublic) => void;
};

/** Where an event's responses are: the action every view of the list leads with. */
export const responsesPath = (event: EventPublic) => `/events/${event.id}/responses`;

/**
 * An event's actions on a phone card, as the caller's role allows (event-role.ts): full-size
 * buttons in two columns, and 삭제 (the owner) or 이 모임에서 나가기 (a host) on a line of its own
 * below a rule, at the far end, so a thumb aiming at QR cannot land on it.
 */
export function EventCardActions({
  event,
  onEdit,
  onQr,
  onDelete,
  onHosts,
  onLog,
  onLeave,
}: { event: EventPublic } & EventActionHandlers) {
  const { copied, copy } = useCopyInviteLink(event.id);
  const manages = mayDo(event.role, "manage");
  const owns = mayDo(event.role, "own");
  return (
    <div className="flex w-full flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <Link to={responsesPath(event)} className="btn btn-primary btn-soft">
          {m.organiser_action_responses()}
        </Link>
        <Link to={doorPath(event.id)} className="btn">
          {m.organiser_action_door()}
        </Link>
        {manages && (
          <>
            <button type="button" className="btn" onClick={() => onEdit(event)}>
              {m.organiser_action_edit()}
            </button>
            <button
              type="button"
              className={`btn ${copied ? "btn-success" : ""}`}
              onClick={copy}
              aria-live="polite"
            >
              {copyLabel(copied)}
            </button>
            <button type="button" className="btn" onClick={() => onQr(event)}>
              {m.organiser_action_qr()}
            </button>
          </>
        )}
        {owns && (
          <>
            <button type="button" className="btn" onClick={() => onHosts(event)}>
              {m.organiser_action_hosts()}
            </button>
            <button type="button" className="btn" onClick={() => onLog(event)}>
              {m.organiser_action_log()}
            </button>
          </>
        )}
      </div>
      <div className="flex justify-end border-t border-base-300 pt-3">
        {owns ? (
          <button
            type="button"
            className="btn btn-outline btn-error"
            onClick={() => onDelete(event)}
          >
            {m.organiser_action_delete()}
          </button>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => onLeave(event)}>
            {m.organiser_action_leave()}
          </button>
        )}
      </div>
    </div>
  );
}
