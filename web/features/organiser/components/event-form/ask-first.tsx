import { type ReactNode, useEffect, useId, useRef } from "react";

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
