import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { copyLabel, useCopyInviteLink } from "./use-copy-invite-link";

export type EventActionHandlers = {
  onEdit: (event: EventPublic) => void;
  onQr: (event: EventPublic) => void;
  onDelete: (event: EventPublic) => void;
};

/** Where an event's responses are: the action every view of the list leads with. */
export const responsesPath = (event: EventPublic) => `/events/${event.id}/responses`;

/**
 * An event's actions on a phone card: four full-size buttons in two columns, and 삭제 on a line
 * of its own below a rule, at the far end, so a thumb aiming at QR cannot land on it.
 */
export function EventCardActions({
  event,
  onEdit,
  onQr,
  onDelete,
}: { event: EventPublic } & EventActionHandlers) {
  const { copied, copy } = useCopyInviteLink(event.id);
  return (
    <div className="flex w-full flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <Link to={responsesPath(event)} className="btn btn-primary btn-soft">
          응답 보기
        </Link>
        <button type="button" className="btn" onClick={() => onEdit(event)}>
          수정
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
          QR 코드
        </button>
      </div>
      <div className="flex justify-end border-t border-base-300 pt-3">
        <button type="button" className="btn btn-outline btn-error" onClick={() => onDelete(event)}>
          삭제
        </button>
      </div>
    </div>
  );
}
