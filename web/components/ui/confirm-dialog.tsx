import type { ReactNode } from "react";
import { m } from "#messages";
import { Modal } from "./modal";

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed call is running: both buttons wait and the dialog stays open. */
  pending?: boolean;
  cancelLabel?: string;
};

/** Asks before something that cannot be undone; the confirm button is the danger colour. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  cancelLabel = m.account_cancel(),
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} busy={pending}>
      <div className="text-base-content/80">{body}</div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-error" onClick={onConfirm} disabled={pending}>
          {pending && <span className="loading loading-sm" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
