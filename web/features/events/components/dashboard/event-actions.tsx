import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { CopyLinkButton } from "./copy-link-button";

export type EventActionHandlers = {
  onEdit: (event: EventPublic) => void;
  onQr: (event: EventPublic) => void;
  onDelete: (event: EventPublic) => void;
};

/** What an organiser can do with one event, the same in the table and on the cards. */
export function EventActions({
  event,
  onEdit,
  onQr,
  onDelete,
}: { event: EventPublic } & EventActionHandlers) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link to={`/events/${event.id}/responses`} className="btn btn-xs btn-primary btn-soft">
        응답 보기
      </Link>
      <button type="button" className="btn btn-xs btn-ghost" onClick={() => onEdit(event)}>
        수정
      </button>
      <CopyLinkButton eventId={event.id} />
      <button type="button" className="btn btn-xs btn-ghost" onClick={() => onQr(event)}>
        QR
      </button>
      <button
        type="button"
        className="btn btn-xs btn-ghost text-error"
        onClick={() => onDelete(event)}
      >
        삭제
      </button>
    </div>
  );
}
