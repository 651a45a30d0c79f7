import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { shownDate } from "../../../../lib/dates";
import { ANSWER_LOOK } from "./answer-words";

/** The names' column stays in place while the dates scroll under it. */
const PINNED = "sticky left-0 z-1 bg-base-100";

/**
 * Who answered what: a row per vote and a column per date. On a phone the dates scroll sideways
 * under the names, which stay put.
 */
export function VotersTable({ poll }: { poll: PollDetail }) {
  if (poll.votes.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/70">
        {m.poll_org_no_votes()}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm" data-testid="poll-voters">
        <thead>
          <tr>
            <th scope="col" className={PINNED}>
              {m.poll_org_column_name()}
            </th>
            {poll.options.map((option) => (
              <th
                key={option.id}
                scope="col"
                className="min-w-20 text-center text-xs whitespace-normal"
              >
                {shownDate(option.starts_at, poll.time_zone, "weekday")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {poll.votes.map((vote) => (
            <tr key={vote.id}>
              <th scope="row" className={`${PINNED} min-w-20 max-w-32 font-normal break-words`}>
                {vote.name}
                {(vote.email_verified || vote.push) && (
                  <span className="ms-1 text-primary" title={m.poll_org_told()}>
                    <span aria-hidden="true">🔔</span>
                    <span className="sr-only">{m.poll_org_told()}</span>
                  </span>
                )}
              </th>
              {poll.options.map((option) => {
                const answer = vote.choices[option.id];
                const look = answer && ANSWER_LOOK[answer];
                return (
                  <td key={option.id} className="text-center">
                    {look ? (
                      <span title={look.word()}>
                        <span className={`text-lg ${look.tone}`} aria-hidden="true">
                          {look.mark}
                        </span>
                        <span className="sr-only">{look.word()}</span>
                      </span>
                    ) : (
                      <span className="text-base-content/40">
                        <span aria-hidden="true">-</span>
                        <span className="sr-only">{m.poll_org_answer_none()}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
