import { useEffect, useId, useRef } from "react";
import { m } from "#messages";

/**
 * Asked in place of the dialog's buttons when closing it would throw away what was typed
 * (Escape, a click outside, 취소). Focus moves to the safe answer, so Enter keeps the text.
 */
export function DiscardQuestion({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={textId}
      className="alert alert-warning alert-soft mt-4 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center"
      data-testid="discard-question"
    >
      <span id={textId} className="grow">
        {m.organiser_discard_text()}
      </span>
      <div className="flex justify-end gap-2">
        <button ref={keep} type="button" className="btn btn-sm" onClick={onKeep}>
          {m.organiser_discard_keep()}
        </button>
        <button type="button" className="btn btn-sm btn-error" onClick={onDiscard}>
          {m.organiser_discard_close()}
        </button>
      </div>
    </div>
  );
}
