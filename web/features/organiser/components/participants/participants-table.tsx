import type { ParticipantStats } from "#contract/stats";
import { m } from "#messages";
import { formatEventDay } from "../../../../lib/day-date";
import { AttendanceRateView } from "./attendance-rate-view";
import { formatNoShow } from "./no-show";

type Person = ParticipantStats["data"][number];

/** The md-and-up view of /participants: seven columns laid out to fit 704 px without scrolling. */
export function ParticipantsTable({ people }: { people: Person[] }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100">
      <table className="table [&_td]:px-3 [&_th]:px-3">
        <thead>
          <tr>
            <th scope="col">{m.organiser_participants_name()}</th>
            <th scope="col" className="text-center">
              {m.organiser_participants_attending()}
            </th>
            <th scope="col" className="text-center">
              {m.organiser_participants_not_attending()}
            </th>
            <th scope="col" className="text-center">
              {m.organiser_participants_maybe()}
            </th>
            <th scope="col">{m.organiser_participants_rate()}</th>
            <th scope="col" className="text-center">
              {m.organiser_participants_no_show()}
            </th>
            <th scope="col">{m.organiser_participants_last_response()}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.name} data-testid="participant-row">
              <td className="font-medium wrap-anywhere">{person.name}</td>
              <td className="text-center">{person.attending_count}</td>
              <td className="text-center">{person.not_attending_count}</td>
              <td className="text-center">{person.maybe_count}</td>
              <td className="w-40">
                <AttendanceRateView person={person} />
              </td>
              <td className="text-center" data-testid="no-show-rate">
                {formatNoShow(person.no_show_rate)}
              </td>
              <td>{formatEventDay(person.last_response_date, person.last_response_time_zone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
