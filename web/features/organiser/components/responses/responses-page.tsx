import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { StaleNotice } from "../../../../components/ui/stale-notice";
import { downloadFile } from "../../../../lib/download-file";
import { ApiError } from "../../../../lib/error-detail";
import { useLiveEvent } from "../../../../lib/use-live-event";
import { useDeleteResponse } from "../../api/delete-response";
import {
  eventQuery,
  eventResponsesQuery,
  eventStatsQuery,
  wholeRows,
} from "../../api/event-queries";
import { fileSafe } from "../../download";
import { doorPath, mayDo } from "../../event-role";
import { EventErrorState } from "../event-error-state";
import { QrDialog } from "../qr/qr-dialog";
import { AnnouncementCard } from "./announcement-card";
import { HostNoticesCard } from "./host-notices-card";
import { useKeptQueries } from "./kept-queries";
import { QuestionSummary } from "./question-summary";
import { ReminderSummary } from "./reminder-summary";
import { ResponseEmailDialog } from "./response-email-dialog";
import { ResponseList } from "./response-list";
import { ResponseStats } from "./response-stats";
import { responsesCsv } from "./responses-csv";
import { ResponsesHeader } from "./responses-header";
import { RetentionNote } from "./retention-note";

/** A refusal that no retry will change: the event is gone (or never was the reader's). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /events/{id}/responses: the organiser's live view of one event's responses. What has arrived
 * stays on screen through an outage (an organiser checks names against it at the door), marked
 * stale; an error replaces only what never arrived. Each response says whether it was checked in
 * at the door, and what is offered follows the reader's role (event-role.ts).
 */
export function ResponsesPage() {
  const { eventId = "" } = useParams();
  const event = useQuery(eventQuery(eventId));
  // Keyed on having the event, not on its last fetch succeeding: a failed refetch of the event
  // must not switch off the list's refetches or close the live socket.
  const hasEvent = event.data !== undefined;
  const responses = useQuery({ ...eventResponsesQuery(eventId), enabled: hasEvent });
  const stats = useQuery({ ...eventStatsQuery(eventId), enabled: hasEvent });
  const live = useLiveEvent(hasEvent ? eventId : undefined, { organiser: true });
  const kept = useKeptQueries(event, responses, stats);

  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState<ResponseAdmin | null>(null);
  const [emailing, setEmailing] = useState<ResponseAdmin | null>(null);
  const remove = useDeleteResponse(eventId, { onSettled: () => setDeleting(null) });

  const gone = [event, responses, stats].find((query) => isGone(query.error));
  if (gone || (event.isError && !hasEvent)) {
    const failed = gone ?? event;
    return (
      <div className="mx-auto max-w-4xl">
        <EventErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </div>
    );
  }
  if (!hasEvent) {
    return <div className="skeleton mx-auto h-64 max-w-4xl" aria-busy="true" />;
  }

  const details = event.data;
  // A door keeper reads the door's view of the list only (docs/security.md): their page is the door.
  if (details.role === "checkin") return <Navigate to={doorPath(eventId)} replace />;
  const list = wholeRows(responses.data);
  // The event names the reader's role (decision 0043): a door host reads and checks in; a
  // superuser on someone else's event (role null) only reads (services/event-access.ts).
  const manages = mayDo(details.role, "manage");
  // Past its retention the event keeps counts only: no names to list, no answers to sum up.
  const erased = details.erased_at !== null;

  function exportCsv(rows: ResponseAdmin[]) {
    downloadFile(
      new Blob([responsesCsv(rows, details.time_zone, details.questions)], {
        type: "text/csv;charset=utf-8",
      }),
      m.responses_csv_file_name({ title: fileSafe(details.title) }),
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {/* A line of small text is 20 px: on a touch screen the link gets a thumb's 44 px. */}
      <Link
        to="/"
        className="link link-hover inline-flex w-fit items-center text-sm text-base-content/70 pointer-coarse:min-h-11"
      >
        {m.responses_back_to_my_events()}
      </Link>
      <ResponsesHeader
        event={details}
        live={live}
        role={details.role}
        onExport={list && (() => exportCsv(list))}
        onShowQr={() => setSharing(true)}
      />
      <StaleNotice query={kept} />
      <ResponseStats
        stats={stats.data}
        max={details.max_participants}
        offers={details.promotion === "offer" && details.max_participants !== null}
      />
      <ReminderSummary responses={list} reminderHours={details.reminder_hours} />
      {manages && <AnnouncementCard eventId={eventId} zone={details.time_zone} />}
      {mayDo(details.role, "hear") && <HostNoticesCard eventId={eventId} />}
      {list && !erased && <QuestionSummary questions={details.questions} responses={list} />}

      <section className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{m.responses_list_title()}</h2>
          <RetentionNote event={details} />
        </div>
        {list ? (
          <ResponseList
            responses={list}
            emptyText={erased ? m.organiser_retention_list_erased() : undefined}
            zone={details.time_zone}
            questions={details.questions}
            onDelete={manages ? setDeleting : undefined}
            onEmail={manages ? setEmailing : undefined}
          />
        ) : responses.isError ? (
          <EventErrorState error={responses.error} onRetry={() => void responses.refetch()} />
        ) : (
          <div className="skeleton h-40 w-full" />
        )}
      </section>

      <QrDialog event={sharing ? details : null} onClose={() => setSharing(false)} />
      <ResponseEmailDialog
        eventId={eventId}
        response={emailing}
        onClose={() => setEmailing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.responses_delete_response()}
        body={
          <>
            <p className="font-semibold wrap-anywhere">{deleting?.name}</p>
            <p>{m.responses_delete_confirm()}</p>
          </>
        }
        confirmLabel={m.responses_delete()}
        cancelLabel={m.responses_cancel()}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
