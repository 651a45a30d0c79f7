import { useEffect, useId, useRef } from "react";
import { m } from "#messages";

/**
 * Asked in place of removing a saved choice that answers may name: those answers would stay
 * as a removed choice, where a rename would have taken them along. Focus moves to the safe
 * answer, so Enter keeps the choice.
 */
export function RemoveChoiceQuestion({
  choice,
  count,
  onKeep,
  onRemove,
}: {
  choice: string;
  /** The answers that chose it; undefined when the list could not be read. */
  count: number | undefined;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={textId}
      className="alert alert-warning alert-soft mt-1 flex flex-col items-stretch gap-2 text-sm"
    >
      <span id={textId} className="whitespace-normal">
        {count === undefined
          ? m.organiser_choice_remove_unknown()
          : m.organiser_choice_remove_chosen({ choice, count })}
      </span>
      <div className="flex justify-end gap-2">
        <button ref={keep} type="button" className="btn btn-sm" onClick={onKeep}>
          {m.organiser_choice_remove_keep()}
        </button>
        <button type="button" className="btn btn-sm btn-error" onClick={onRemove}>
          {m.organiser_choice_remove_confirm()}
        </button>
      </div>
    </div>
  );
}
