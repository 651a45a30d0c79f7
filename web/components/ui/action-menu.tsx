import { type CSSProperties, type ReactNode, useId, useRef } from "react";

type ActionMenuProps = {
  /** The button's accessible name: which row's actions it opens, e.g. '봄 소풍 작업'. */
  label: string;
  /** What the button shows; a vertical ellipsis unless told. */
  trigger?: ReactNode;
  disabled?: boolean;
  triggerClassName?: string;
  /**
   * The menu's groups of items (each a `<ul className="menu">`); `close` hides the list, e.g.
   * before a dialog opens. A destructive item goes in a last group of its own.
   */
  children: (close: () => void) => ReactNode;
};

/**
 * A button that opens a row's actions when the row has no room to show them all. The list is a
 * popover anchored to its button: it sits in the top layer, so a table's box or a card's edge
 * cannot clip it, and Escape or a tap outside closes it. Near the bottom of the screen it opens
 * upwards instead.
 */
export function ActionMenu({
  label,
  trigger,
  disabled = false,
  triggerClassName = "btn-ghost btn-sm btn-square",
  children,
}: ActionMenuProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9]/g, "");
  const anchor = `--action-menu-${id}`;
  const close = () => listRef.current?.hidePopover();

  return (
    <>
      <button
        type="button"
        className={`btn ${triggerClassName}`}
        aria-label={label}
        popoverTarget={`action-menu-${id}`}
        disabled={disabled}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {trigger ?? (
          <span aria-hidden="true" className="text-lg leading-none">
            ⋮
          </span>
        )}
      </button>
      <div
        ref={listRef}
        id={`action-menu-${id}`}
        popover="auto"
        // On a touch screen each item is a 44 px target too, like every button (styles/theme.css).
        className="dropdown dropdown-end w-48 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg [&_li>button]:content-center pointer-coarse:[&_li>button]:min-h-11"
        style={{ positionAnchor: anchor, positionTryFallbacks: "flip-block" } as CSSProperties}
      >
        {children(close)}
      </div>
    </>
  );
}
