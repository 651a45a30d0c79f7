import { useQuery } from "@tanstack/react-query";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { formatShortDateTime } from "../../../../lib/dates";
import { errorText } from "../../../../lib/error-text";
import { EVENT_LOG_LIMIT, eventLogQuery } from "../../api/event-log";
import { logLine } from "./log-line";

type Target = { id: string; title: string; time_zone: string };

/**
 * '기록' (the owner's): who changed the hosts and who checked whom in, newest first, each on
 * the event's clock.
 */
export function EventLogDialog({ event, onClose }: { event: Target | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} title={m.responses_log_title()} onClose={onClose}>
      {event && <LogContent event={event} />}
    </Modal>
  );
}

function LogContent({ event }: { event: Target }) {
  const log = useQuery(eventLogQuery(event.id));
  if (log.isPending) return <div className="skeleton h-32 w-full" aria-busy="true" />;
  if (log.isError) {
    return (
      <p role="alert" className="text-sm text-error">
        {m.responses_log_failed({ reason: errorText(log.error) })}
      </p>
    );
  }
  if (log.data.data.length === 0) {
    return <p className="text-base-content/70">{m.responses_log_empty()}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70 wrap-anywhere">{event.title}</p>
      <ol className="flex flex-col divide-y divide-base-300" aria-label={m.responses_log_title()}>
        {log.data.data.map((entry) => (
          <li key={entry.id} className="flex flex-col py-2" data-testid="log-entry">
            <span className="wrap-anywhere">{logLine(entry)}</span>
            <time dateTime={entry.at} className="text-xs text-base-content/60">
              {formatShortDateTime(entry.at, event.time_zone)}
            </time>
          </li>
        ))}
      </ol>
      {log.data.count > log.data.data.length && (
        <p className="text-xs text-base-content/60">
          {m.responses_log_limited({ count: EVENT_LOG_LIMIT })}
        </p>
      )}
    </div>
  );
}
