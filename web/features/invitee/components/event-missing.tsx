import { Link } from "react-router";
import type { CancelledEvent } from "#contract/cancelled-event";
import { m } from "#messages";
import { PublicShell } from "../../../components/layouts/public-shell";
import { formatEventDateTime } from "../../../lib/dates";
import { Icon } from "./icons";
import { OrganiserContact } from "./organiser-contact";

const SEARCH = "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35";

/**
 * An unknown, malformed or deleted invite link: say so plainly. A cancelled one (decision 0060)
 * names the event, its date and the organiser's contact, as the Worker's page of it does.
 */
export function EventMissing({
  deleted = false,
  cancelled,
}: {
  deleted?: boolean;
  cancelled?: CancelledEvent;
}) {
  const gone = deleted || !!cancelled;
  return (
    <PublicShell>
      <section
        className="card bg-base-100 shadow-sm"
        data-testid="event-not-found"
        aria-labelledby="event-missing-title"
      >
        <div className="card-body items-center gap-3 py-12 text-center">
          <Icon path={SEARCH} className="size-12 text-base-content/40" />
          <h1 id="event-missing-title" className="text-xl font-bold">
            {gone ? m.invitee_missing_deleted_title() : m.invitee_missing_title()}
          </h1>
          {cancelled && (
            <p>
              <strong>{cancelled.title}</strong>
              <br />
              {formatEventDateTime(
                cancelled.event_date,
                cancelled.time_zone,
                cancelled.time_zone_name,
              )}
            </p>
          )}
          <p className="text-base-content/70">
            {gone ? m.invitee_missing_deleted_text() : m.invitee_missing_text()}
          </p>
          {cancelled?.contact && <OrganiserContact contact={cancelled.contact} />}
          <Link to="/about" className="btn btn-primary btn-outline mt-2">
            {m.invitee_missing_about()}
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
