import { type ReactNode, useEffect, useId, useRef } from "react";
import { m } from "#messages";

/**
 * A question asked in place, before something typed or saved is thrown away: the words, a
 * button that keeps it and one that goes on. Focus moves to the safe answer, so Enter keeps.
 */
export function AskFirst({
  text,
  keep,
  proceed,
  onKeep,
  onProceed,
  className = "",
  testId,
}: {
  text: ReactNode;
  keep: string;
  proceed: string;
  onKeep: () => void;
  onProceed: () => void;
  /** Where it sits: the dialog's footer lays it out in a row on wide screens. */
  className?: string;
  testId?: string;
}) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => keepButton.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={textId}
      className={`alert alert-warning alert-soft flex flex-col items-stretch ${className}`}
      data-testid={testId}
    >
      <span id={textId} className="grow whitespace-normal">
        {text}
      </span>
      <div className="flex justify-end gap-2">
        <button ref={keepButton} type="button" className="btn btn-sm" onClick={onKeep}>
          {keep}
        </button>
        <button type="button" className="btn btn-sm btn-error" onClick={onProceed}>
          {proceed}
        </button>
      </div>
    </div>
  );
}

/**
 * '작성 중인 내용을 버릴까요?' in a form dialog's footer, in place of its buttons, when closing
 * would throw away what was typed: the event's, a poll's and a series' dialogs alike.
 */
export function DiscardQuestion({
  onKeep,
  onProceed,
}: {
  onKeep: () => void;
  onProceed: () => void;
}) {
  return (
    <AskFirst
      text={m.organiser_discard_text()}
      keep={m.organiser_discard_keep()}
      proceed={m.organiser_discard_close()}
      onKeep={onKeep}
      onProceed={onProceed}
      className="mt-4 gap-3 sm:flex-row sm:items-center"
      testId="discard-question"
    />
  );
}
