import { m } from "#messages";
import { formatDateTime } from "../../../lib/dates";
import { Icon } from "./icons";
import { OrganiserContact } from "./organiser-contact";

/**
 * In place of the form once responses are closed: why (the deadline, or the event began), since
 * when, and the organiser's contact line when there is one (their announcement is above it).
 */
export function ResponsesClosed({
  deadline,
  zone,
  contact,
}: {
  deadline: string | null;
  zone: string;
  contact: string | null;
}) {
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="responses-closed">
      <div className="card-body items-center gap-2 p-6 text-center">
        <Icon name="clock" className="size-10 text-error" />
        <h2 className="text-lg font-bold">{m.invitee_closed_title()}</h2>
        <p className="text-base-content/70">
          {deadline
            ? m.invitee_closed_deadline({ date: formatDateTime(deadline, zone) })
            : m.invitee_closed_over()}
        </p>
        {contact && <OrganiserContact contact={contact} />}
      </div>
    </section>
  );
}
