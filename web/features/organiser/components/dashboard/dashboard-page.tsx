import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { EventPublic } from "#contract/events";
import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { Pagination } from "../../../../components/ui/pagination";
import { StaleNotice } from "../../../../components/ui/stale-notice";
import { errorText } from "../../../../lib/error-text";
import { useMediaQuery, WIDE_SCREEN } from "../../../../lib/use-media-query";
import { useKeptHostInvitation } from "../../../auth/use-kept-host-invitation";
import { AccountPushControl } from "../../../push/hosts";
import { useCurrentUser } from "../../../users";
import { useDeleteEvent } from "../../api/delete-event";
import { EVENTS_PAGE_SIZE, myEventsQuery } from "../../api/event-queries";
import { PollsSection } from "../../polls/dashboard/polls-section";
import { mySeriesQuery } from "../../series/api/series-queries";
import { SeriesSection } from "../../series/dashboard/series-section";
import { EventFormDialog } from "../event-form/event-form-dialog";
import { EventLogDialog } from "../event-log/event-log-dialog";
import { HostsDialog } from "../hosts/hosts-dialog";
import { LeaveEventDialog } from "../hosts/leave-event-dialog";
import { QrDialog } from "../qr/qr-dialog";
import { EventCards } from "./event-cards";
import { EventsTable } from "./events-table";
import { Greeting } from "./greeting";

/**
 * / : the events the caller owns or helps run, 10 a page, with what their role allows (create,
 * edit, share, delete; the owner's hosts and log; a host's leaving); below them, the account's
 * series (each once, not one row per occurrence) and date polls.
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const { data: user } = useCurrentUser();
  const events = useQuery(myEventsQuery(page));
  // The same read as the series' section below, shared through its cache key.
  const series = useQuery(mySeriesQuery);
  const wide = useMediaQuery(WIDE_SCREEN);
  useKeptHostInvitation();

  const [editing, setEditing] = useState<EventPublic | "new" | null>(null);
  const [sharing, setSharing] = useState<EventPublic | null>(null);
  const [deleting, setDeleting] = useState<EventPublic | null>(null);
  const [hosting, setHosting] = useState<EventPublic | null>(null);
  const [logging, setLogging] = useState<EventPublic | null>(null);
  const [leaving, setLeaving] = useState<EventPublic | null>(null);
  const [bannerClosed, setBannerClosed] = useState(false);
  const remove = useDeleteEvent({ onSettled: () => setDeleting(null) });

  const count = events.data?.count ?? 0;
  const pageCount = Math.ceil(count / EVENTS_PAGE_SIZE);
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  // Deleting the last event of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (events.data && page > 1 && page > pageCount) setPage(Math.max(1, pageCount));
  });

  const actions = {
    onEdit: setEditing,
    onQr: setSharing,
    onDelete: setDeleting,
    onHosts: setHosting,
    onLog: setLogging,
    onLeave: setLeaving,
  };
  const list = events.data?.data ?? [];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Greeting user={user} />
          <h1 className="text-2xl font-bold">{m.organiser_dashboard_title()}</h1>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
          {m.organiser_dashboard_new_event()}
        </button>
      </header>

      {/* An outage after the list arrived keeps it on screen, with a notice; the error banner
          is for when there is nothing to show at all. */}
      <StaleNotice query={events} />
      {events.isError && events.data === undefined && !bannerClosed && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>
            {m.organiser_dashboard_load_failed()} {errorText(events.error)}
          </span>
          <div className="flex gap-1">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => void events.refetch()}
              disabled={events.isFetching}
            >
              {m.organiser_dashboard_retry()}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              aria-label={m.organiser_dashboard_close()}
              onClick={() => setBannerClosed(true)}
            >
              ✕
            </button>
          </div>
        </div>
      )}

      {events.isPending && <EventsSkeleton />}

      {/* "Nothing yet" only when there is truly nothing: an account with series alone has
          them below. */}
      {events.isSuccess && count === 0 && series.data?.data.length === 0 && (
        <section className="card border border-dashed border-base-300 bg-base-100">
          <div className="card-body items-center py-12 text-center">
            <svg
              viewBox="0 0 24 24"
              className="size-12 text-primary"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <rect x="3" y="5" width="18" height="16" rx="3" />
              <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" strokeLinecap="round" />
            </svg>
            <h2 className="card-title">{m.organiser_dashboard_empty_title()}</h2>
            <p className="text-base-content/70">{m.organiser_dashboard_empty_text()}</p>
            <button
              type="button"
              className="btn btn-primary mt-2"
              onClick={() => setEditing("new")}
            >
              {m.organiser_dashboard_empty_create()}
            </button>
          </div>
        </section>
      )}

      {list.length > 0 &&
        (wide ? (
          <EventsTable events={list} {...actions} />
        ) : (
          <EventCards events={list} {...actions} />
        ))}

      <Pagination page={page} pageCount={pageCount} onChange={setPage} />

      <SeriesSection />

      <PollsSection />

      {/* The account's own browsers hear every event it runs: turned on here, or on an event's
          responses page, or in the settings. */}
      {list.length > 0 && (
        <section
          aria-labelledby="dashboard-notices"
          className="card border border-base-300 bg-base-100 p-4 gap-2"
          data-testid="dashboard-notices"
        >
          <h2 id="dashboard-notices" className="font-semibold">
            {m.host_settings_dashboard_title()}
          </h2>
          <AccountPushControl />
        </section>
      )}

      <EventFormDialog
        open={editing !== null}
        event={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <QrDialog event={sharing} onClose={() => setSharing(null)} />
      <HostsDialog event={hosting} onClose={() => setHosting(null)} />
      <EventLogDialog event={logging} onClose={() => setLogging(null)} />
      <LeaveEventDialog event={leaving} onClose={() => setLeaving(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={m.organiser_dashboard_delete_title()}
        body={
          <>
            <p className="font-semibold break-all">{deleting?.title}</p>
            <p>{m.organiser_dashboard_delete_confirmation()}</p>
            <p>{m.organiser_dashboard_delete_told()}</p>
          </>
        }
        confirmLabel={m.organiser_dashboard_delete()}
        cancelLabel={m.organiser_dashboard_cancel()}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function EventsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="skeleton h-16 w-full" />
      ))}
      <span className="sr-only">{m.organiser_dashboard_loading()}</span>
    </div>
  );
}
