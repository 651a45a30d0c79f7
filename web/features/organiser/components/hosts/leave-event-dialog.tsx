import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useCurrentUser } from "../../../users";
import { useLeaveEvent } from "../../api/hosts";

/**
 * A host's '이 모임에서 나가기', asked once more: leaving cannot be undone by the host (only the
 * owner can add them again).
 */
export function LeaveEventDialog({
  event,
  onClose,
  onLeft,
}: {
  event: { id: string; title: string } | null;
  onClose: () => void;
  onLeft?: () => void;
}) {
  const me = useCurrentUser();
  const leave = useLeaveEvent({ onLeft });
  return (
    <ConfirmDialog
      open={event !== null}
      title={m.responses_leave_title()}
      body={
        <>
          <p className="font-semibold wrap-anywhere">{event?.title}</p>
          <p>{m.responses_leave_body()}</p>
        </>
      }
      confirmLabel={m.responses_leave()}
      cancelLabel={m.responses_cancel()}
      pending={leave.isPending}
      onConfirm={() =>
        event &&
        me.data &&
        leave.mutate({ eventId: event.id, userId: me.data.id }, { onSettled: onClose })
      }
      onClose={onClose}
    />
  );
}
