import { type ReactNode, useEffect, useId, useRef } from "react";
import { m } from "#messages";

const FIRST_FIELD = ".modal-box :is(input, select, textarea):not([disabled], [type=hidden])";

type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** While true, Escape and a click outside do not close it (e.g. a call is in flight). */
  busy?: boolean;
};

/**
 * A daisyUI modal on the native `<dialog>`: focus trap, Escape and an inert page come from the
 * browser. The content mounts only while open, so a form inside starts fresh each time.
 */
export function Modal({ open, title, onClose, children, busy = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Browsers focus the dialog itself now; in a form, typing starts in its first field.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-2 text-lg font-bold">
          {title}
        </h2>
        {open && children}
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onClose()}>
          {m.account_close()}
        </button>
      </div>
    </dialog>
  );
}
