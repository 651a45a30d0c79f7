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
      title="이 모임에서 나가기"
      body={
        <>
          <p className="font-semibold wrap-anywhere">{event?.title}</p>
          <p>
            운영진에서 나가면 이 모임을 더 볼 수 없어요. 다시 함께하려면 주최자가 추가해야 해요.
          </p>
        </>
      }
      confirmLabel="나가기"
      cancelLabel="취소"
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
