import { Link } from "react-router";
import { m } from "#messages";
import { Icon } from "./icons";
import { PublicShell } from "./public-shell";

const SEARCH = "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35";

/** An unknown, malformed or deleted invite link: say so plainly. */
export function EventMissing({ deleted = false }: { deleted?: boolean }) {
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
            {deleted ? m.invitee_missing_deleted_title() : m.invitee_missing_title()}
          </h1>
          <p className="text-base-content/70">
            {deleted ? m.invitee_missing_deleted_text() : m.invitee_missing_text()}
          </p>
          <Link to="/about" className="btn btn-primary btn-outline mt-2">
            {m.invitee_missing_about()}
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
