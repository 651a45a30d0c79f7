import { m } from "#messages";
import {
  formatRate,
  PROGRESS_CLASS,
  personTone,
  type RateEntry,
  rateProgress,
  shownRate,
  TEXT_CLASS,
} from "./attendance-rate";

/**
 * One person's attendance rate: the percentage in its colour over a bar (gray, saying why, for
 * someone who only responded '미정'), or for someone only on waiting lists a gray '-' that says
 * why, in words a phone shows too (a title alone is hover-only).
 */
export function AttendanceRateView({ person }: { person: RateEntry & { name: string } }) {
  const rate = shownRate(person);
  if (rate === null) {
    return (
      <span
        className="text-sm text-base-content/70"
        title={m.organiser_participants_waiting_only_title()}
        data-tone="none"
      >
        <span className="font-semibold" aria-hidden="true">
          -
        </span>{" "}
        <span className="text-xs">{m.organiser_participants_waiting_only()}</span>
      </span>
    );
  }
  const tone = personTone(person, rate);
  return (
    <>
      <span className={`text-sm font-semibold ${TEXT_CLASS[tone]}`}>{formatRate(rate)}</span>
      {tone === "neutral" && (
        <span className="text-xs text-base-content/70">
          {" "}
          {m.organiser_participants_maybe_only()}
        </span>
      )}
      <progress
        className={`progress ${PROGRESS_CLASS[tone]} block w-full`}
        value={rateProgress(rate)}
        max={100}
        aria-label={m.organiser_participants_rate_of({ name: person.name })}
        data-tone={tone}
      />
    </>
  );
}
