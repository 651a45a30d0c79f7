import type { ParticipantStats } from "#contract/stats";
import { m } from "#messages";
import { formatEventDay } from "../../../../lib/day-date";
import { AttendanceRateView } from "./attendance-rate-view";
import { formatNoShow } from "./no-show";

type Person = ParticipantStats["data"][number];

const COUNTS = [
  [m.organiser_participants_attending, "attending_count"],
  [m.organiser_participants_not_attending, "not_attending_count"],
  [m.organiser_participants_maybe, "maybe_count"],
] as const;

/** The phone view of /participants: every column of a person's row, as one card. */
export function ParticipantCards({ people }: { people: Person[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={m.organiser_participants_list()}>
      {people.map((person) => (
        <li
          key={person.name}
          className="card border border-base-300 bg-base-100"
          data-testid="participant-row"
        >
          <div className="card-body gap-2 p-4">
            <h2 className="font-semibold wrap-anywhere">{person.name}</h2>
            <div>
              <AttendanceRateView person={person} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center text-sm">
              {COUNTS.map(([label, key]) => (
                <div key={key} className="rounded-box bg-base-200 py-1">
                  <dt className="text-base-content/70">{label()}</dt>
                  <dd className="font-semibold">{person[key]}</dd>
                </div>
              ))}
              <div className="col-span-3 flex justify-between gap-2 px-1">
                <dt className="text-base-content/70">{m.organiser_participants_no_show()}</dt>
                <dd data-testid="no-show-rate">{formatNoShow(person.no_show_rate)}</dd>
              </div>
              <div className="col-span-3 flex justify-between gap-2 px-1">
                <dt className="text-base-content/70">{m.organiser_participants_last_response()}</dt>
                <dd>{formatEventDay(person.last_response_date, person.last_response_time_zone)}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
