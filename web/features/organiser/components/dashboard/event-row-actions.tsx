import { Link } from "react-router";
import type { EventPublic } from "#contract/events";
import { m } from "#messages";
import { ActionMenu } from "../../../../components/ui/action-menu";
import { doorPath, mayDo } from "../../event-role";
import { type EventActionHandlers, responsesPath } from "./event-actions";
import { copyLabel, useCopyInviteLink } from "./use-copy-invite-link";

/**
 * An event's actions in a table row: 응답 보기 and a menu with the rest the caller's role
 * allows (event-role.ts), so the row fits the 704 px the table has at its narrowest. 삭제 (the
 * owner) or 이 모임에서 나가기 (a host) sits apart, last, below a rule.
 */
export function EventRowActions({
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
    <div className="flex items-center gap-1">
      <Link
        to={responsesPath(event)}
        className="btn btn-sm btn-primary btn-soft text-sm whitespace-nowrap"
      >
        {m.organiser_action_responses()}
      </Link>
      <ActionMenu label={m.organiser_action_more({ title: event.title })}>
        {(close) => {
          const item = (label: string, act: (event: EventPublic) => void) => (
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  act(event);
                }}
              >
                {label}
              </button>
            </li>
          );
          return (
            <>
              <ul className="menu w-full">
                <li>
                  <Link to={doorPath(event.id)}>{m.organiser_action_door()}</Link>
                </li>
                {manages && item(m.organiser_action_edit(), onEdit)}
                {manages && (
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
                )}
                {manages && item(m.organiser_action_qr(), onQr)}
                {owns && item(m.organiser_action_hosts(), onHosts)}
                {owns && item(m.organiser_action_log(), onLog)}
              </ul>
              <ul className="menu w-full">
                <li>
                  <button
                    type="button"
                    className={owns ? "text-error" : ""}
                    onClick={() => {
                      close();
                      (owns ? onDelete : onLeave)(event);
                    }}
                  >
                    {owns ? m.organiser_action_delete() : m.organiser_action_leave()}
                  </button>
                </li>
              </ul>
            </>
          );
        }}
      </ActionMenu>
    </div>
  );
}
