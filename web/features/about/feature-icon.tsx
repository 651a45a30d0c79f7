import type { FeatureIcon as Name } from "./content";

/** Line icons drawn inline: no icon font, no emoji that a device may lack. */
const PATHS: Record<Name, string> = {
  check: "M9 12l2 2 4-4M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  calendar:
    "M8 3v4M16 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
  chat: "M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5",
  chart: "M4 20h16M7 16v-5M12 16V7M17 16v-8",
};

export function FeatureIcon({ name }: { name: Name }) {
  return (
    <span className="grid size-12 place-items-center rounded-box bg-primary/15 text-primary">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
