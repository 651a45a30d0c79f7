import type { EventPublicView } from "#contract/public-view";
import { m } from "#messages";
import { shownDate } from "../../../lib/dates";

type Kept = Pick<EventPublicView, "event_date" | "time_zone" | "retention_days">;

/**
 * Where an invitee's details are collected (Korea's PIPA and the GDPR ask that people be told): what
 * is used and why, that the address is optional, and how long it is kept, counted from the
 * event's day on its own clock as the page gives its dates. The policy itself is a page the
 * Worker writes (/privacy, worker/pages/privacy-page.ts), so a plain link, not the router's.
 */
export function PrivacyNotice({ view }: { view: Kept }) {
  const date = shownDate(view.event_date, view.time_zone, "day");
  return (
    <p className="text-xs text-base-content/70" data-testid="privacy-notice">
      {m.invitee_privacy_use()} {m.invitee_privacy_kept({ date, days: view.retention_days })}{" "}
      <a href="/privacy" className="underline">
        {m.invitee_privacy_link()}
      </a>
    </p>
  );
}
