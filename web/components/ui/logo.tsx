import { m } from "#messages";

/** The brand mark: a teal calendar with a check, 40, 60 or 80 px (one scale for every page). */
export function Logo({ size = 40, withName = false }: { size?: 40 | 60 | 80; withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="shrink-0">
        <rect x="4" y="8" width="40" height="36" rx="8" className="fill-primary" />
        <rect x="4" y="8" width="40" height="10" rx="5" className="fill-primary brightness-90" />
        <rect x="13" y="3" width="5" height="10" rx="2.5" className="fill-base-content/70" />
        <rect x="30" y="3" width="5" height="10" rx="2.5" className="fill-base-content/70" />
        <path
          d="M15 30l6 6 12-13"
          fill="none"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-content"
        />
      </svg>
      {withName && <span className="text-xl font-bold tracking-tight">{m.account_brand()}</span>}
      {!withName && <span className="sr-only">{m.account_brand()}</span>}
    </span>
  );
}
