import type { StandingMember } from "#contract/series";
import { m } from "#messages";

/**
 * '매번 참석': who answered for every occurrence, in the order they did, which is the order each
 * new occurrence seats them in; a party's guests beside the name.
 */
export function StandingList({ standing }: { standing: StandingMember[] }) {
  if (standing.length === 0) {
    return <p className="text-sm text-base-content/70">{m.series_standing_empty()}</p>;
  }
  return (
    <ol className="list-inside list-decimal text-sm" aria-label={m.series_standing_title()}>
      {standing.map((member) => (
        <li key={`${member.since}-${member.name}`} className="py-0.5 wrap-anywhere">
          {member.name}
          {member.guests > 0 && (
            <span className="ml-1 text-base-content/70">
              {m.series_standing_guests({ guests: member.guests })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
