import { useEffect, useId, useRef } from "react";

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
        작성 중인 내용이 있습니다. 닫으면 입력한 내용이 사라집니다.
      </span>
      <div className="flex justify-end gap-2">
        <button ref={keep} type="button" className="btn btn-sm" onClick={onKeep}>
          계속 작성
        </button>
        <button type="button" className="btn btn-sm btn-error" onClick={onDiscard}>
          닫기
        </button>
      </div>
    </div>
  );
}
