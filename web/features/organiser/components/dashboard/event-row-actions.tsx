import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { ActionMenu } from "../../../../components/ui/action-menu";
import { type EventActionHandlers, responsesPath } from "./event-actions";
import { copyLabel, useCopyInviteLink } from "./use-copy-invite-link";

/**
 * An event's actions in a table row: 응답 보기 and a menu with the rest, so the row fits the
 * 704 px the table has at its narrowest. 삭제 sits apart, last, below a rule.
 */
export function EventRowActions({
  event,
  onEdit,
  onQr,
  onDelete,
}: { event: EventPublic } & EventActionHandlers) {
  const { copied, copy } = useCopyInviteLink(event.id);
  return (
    <div className="flex items-center gap-1">
      <Link
        to={responsesPath(event)}
        className="btn btn-sm btn-primary btn-soft text-sm whitespace-nowrap"
      >
        응답 보기
      </Link>
      <ActionMenu label={`${event.title} 작업 더보기`}>
        {(close) => (
          <>
            <ul className="menu w-full">
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onEdit(event);
                  }}
                >
                  수정
                </button>
              </li>
              <li>
                {/* Stays open, so the reader sees it say 복사됨. */}
                <button
                  type="button"
                  className={copied ? "text-success" : ""}
                  onClick={copy}
                  aria-live="polite"
                >
                  {copyLabel(copied)}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onQr(event);
                  }}
                >
                  QR 코드
                </button>
              </li>
            </ul>
            <ul className="menu w-full">
              <li>
                <button
                  type="button"
                  className="text-error"
                  onClick={() => {
                    close();
                    onDelete(event);
                  }}
                >
                  삭제
                </button>
              </li>
            </ul>
          </>
        )}
      </ActionMenu>
    </div>
  );
}
