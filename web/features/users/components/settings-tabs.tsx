import { type KeyboardEvent, useEffect, useRef } from "react";
import { m } from "#messages";

/** A tab and the message that names it. */
export type Tab = { id: string; label: () => string };

type SettingsTabsProps = {
  tabs: readonly Tab[];
  active: string;
  onSelect: (id: string) => void;
};

/** Arrow keys, Home and End move between tabs (the ARIA tabs pattern); Tab leaves the row. */
const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The settings' tab row. One line at any width (daisyUI's tabs wrap by default): below the
 * small breakpoint the tabs are tighter and the row takes the page's side padding too, and
 * where the labels still do not fit it scrolls sideways, keeping the open tab in view.
 */
export function SettingsTabs({ tabs, active, onSelect }: SettingsTabsProps) {
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>(`#tab-${active}`);
    if (!list || !tab) return;
    // Sideways only: scrollIntoView would also move the page.
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[step(index, tabs.length)];
    onSelect(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  return (
    // daisyUI greys the other tabs to half the text colour (3.4:1 on white): 75% reads.
    <div
      ref={row}
      role="tablist"
      aria-label={m.account_settings_title()}
      className="tabs tabs-border relative -mx-4 flex-nowrap overflow-x-auto px-2 sm:mx-0 sm:px-0"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={selected ? `panel-${tab.id}` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={`tab shrink-0 px-2 whitespace-nowrap sm:px-4 ${selected ? "tab-active" : "text-base-content/75"}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label()}
          </button>
        );
      })}
    </div>
  );
}
