import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { CheckedIn } from "#contract/check-in";
import type { ResponseAtDoor } from "#contract/responses";
import { m } from "#messages";
import { LiveIndicator } from "../../../components/ui/live-indicator";
import { StaleNotice } from "../../../components/ui/stale-notice";
import { isPersonalLink, passForEvent } from "../../../lib/check-in-pass";
import { ApiError, refusedWith } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { useLiveEvent } from "../../../lib/use-live-event";
import { eventQuery, eventResponsesQuery, eventStatsQuery } from "../api/event-queries";
import { EventErrorState } from "../components/event-error-state";
import { useKeptQueries } from "../components/responses/kept-queries";
import { useCheckIn, useUndoCheckIn } from "./check-in-calls";
import { type DoorNews, DoorNotice } from "./door-notice";
import { DoorRow, OtherResponses } from "./door-rows";
import { checkedInWhen } from "./door-time";
import { nameMatches } from "./initials";

// The camera's code only for a door that scans; its decoder loads later still (qr-reader.ts).
const QrScanner = lazy(async () => ({ default: (await import("./qr-scanner")).QrScanner }));

/**
 * In 가나다 order, as a list at the door is read by eye; a row keeps its place when checked in.
 */
const collator = new Intl.Collator("ko");
const byName = (list: ResponseAtDoor[]) =>
  [...list].sort((a, b) => collator.compare(a.name, b.name));

/** A check-in's notice: with the party's size when the response brings guests. */
const checkedInText = (guests: number) =>
  guests > 0 ? m.responses_door_done_party({ people: guests + 1 }) : m.responses_door_done();

/**
 * /events/{id}/door: checking people in from a phone, for every host of the event. Find a name
 * (초성 too) or scan the check-in QR an invitee shows; every door phone sees each check-in
 * at once through the organiser's live feed.
 */
export function DoorPage() {
  const { eventId = "" } = useParams();
  const event = useQuery(eventQuery(eventId));
  const hasEvent = event.data !== undefined;
  const responses = useQuery({ ...eventResponsesQuery(eventId), enabled: hasEvent });
  const stats = useQuery({ ...eventStatsQuery(eventId), enabled: hasEvent });
  const live = useLiveEvent(hasEvent ? eventId : undefined, { organiser: true });
  // The names stay through an outage (a basement hall's signal), marked as kept since when.
  const kept = useKeptQueries(event, responses, stats);
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);
  const [news, setNews] = useState<DoorNews | null>(null);
  const zone = event.data?.time_zone ?? "Asia/Seoul";

  const checkedIn = ({ response, already_checked_in }: CheckedIn) =>
    setNews(
      already_checked_in
        ? {
            tone: "warning",
            name: response.name,
            text: m.responses_door_already({ when: checkedInWhen(response, zone, ", ") }),
          }
        : { tone: "success", name: response.name, text: checkedInText(response.guests) },
    );
  const queryClient = useQueryClient();
  const failed = (error: unknown) => {
    // A 404 for the event: this host was removed. The reads say so too, and the door closes.
    if (refusedWith(error, "event_not_found")) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
    }
    setNews({ tone: "error", text: errorText(error) });
  };
  const checkIn = useCheckIn(eventId, checkedIn);
  const searchAgain = () => {
    setQuery("");
    search.current?.focus();
  };
  const undo = useUndoCheckIn(eventId, ({ response }) =>
    setNews({ tone: "success", name: response.name, text: m.responses_door_undone() }),
  );

  const scanned = (text: string) => {
    const pass = passForEvent(text, eventId);
    if (!pass) {
      // A '내 응답 링크' QR, as invitees showed before check-in passes, would open the response:
      // the door sends nothing and says what to show instead (decision 0045).
      const why = isPersonalLink(text)
        ? m.responses_door_personal_link()
        : m.responses_door_wrong_event();
      return setNews({ tone: "error", text: why });
    }
    if (!checkIn.isPending) checkIn.mutate({ pass }, { onError: failed });
  };

  // A host removed from the event reads 404 from then on: the door closes rather than keep
  // showing names they may no longer see.
  const gone = [event, responses, stats].find(
    (one) => one.error instanceof ApiError && one.error.status === 404,
  );
  if (gone || (event.isError && !hasEvent)) {
    const closed = gone ?? event;
    return <EventErrorState error={closed.error} onRetry={() => void closed.refetch()} />;
  }
  if (!hasEvent) return <div className="skeleton h-64 w-full" aria-busy="true" />;

  const all = responses.data?.data;
  const keeper = event.data.role === "checkin";
  const attending = byName(all?.filter((one) => one.status === "attending") ?? []);
  const found = attending.filter((one) => nameMatches(one.name, query));
  // The row whose call is under way: its button waits (a scan names no row).
  const busy =
    (checkIn.isPending && checkIn.variables && "responseId" in checkIn.variables
      ? checkIn.variables.responseId
      : null) ?? (undo.isPending ? undo.variables : null);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      {/* A door keeper has no responses page (it carries what they do not read): theirs is here. */}
      <Link
        to={keeper ? "/" : `/events/${eventId}/responses`}
        className="link link-hover inline-flex w-fit items-center text-sm text-base-content/70 pointer-coarse:min-h-11"
      >
        {keeper ? m.responses_back_to_my_events() : m.responses_back_to_responses()}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere">{event.data.title}</h1>
          <LiveIndicator status={live} />
        </div>
        <p className="text-3xl font-bold tabular-nums" data-testid="door-count">
          {stats.data
            ? m.responses_checked_in_count({
                checkedIn: stats.data.checked_in_count,
                attending: stats.data.attending_seats,
              })
            : "\u00a0"}
        </p>
      </header>

      <StaleNotice query={kept} />
      <DoorNotice news={news} />

      {scanning ? (
        <Suspense fallback={<div className="skeleton aspect-square w-full" />}>
          <QrScanner onScan={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn-lg btn-outline" onClick={() => setScanning(true)}>
          {m.responses_door_scan()}
        </button>
      )}

      <label className="input input-lg w-full">
        <span className="sr-only">{m.responses_door_search()}</span>
        <input
          ref={search}
          type="search"
          className="grow"
          placeholder={m.responses_door_search_placeholder()}
          value={query}
          onChange={(change) => setQuery(change.target.value)}
          autoComplete="off"
        />
      </label>

      {all === undefined ? (
        responses.isError ? (
          <EventErrorState error={responses.error} onRetry={() => void responses.refetch()} />
        ) : (
          <div className="skeleton h-40 w-full" />
        )
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={m.responses_door_attending()}>
            {found.map((response) => (
              <DoorRow
                key={response.id}
                response={response}
                zone={zone}
                pending={busy === response.id}
                onCheckIn={() =>
                  checkIn.mutate(
                    { responseId: response.id },
                    // Found by name: the search is emptied and keeps the focus, for the next.
                    { onError: failed, onSuccess: query ? searchAgain : undefined },
                  )
                }
                onUndo={() => undo.mutate(response.id, { onError: failed })}
              />
            ))}
          </ul>
          {found.length === 0 && (
            <p className="py-6 text-center text-base-content/70">
              {attending.length === 0 ? m.responses_door_nobody() : m.responses_door_not_found()}
            </p>
          )}
          <OtherResponses
            responses={byName(all).filter(
              (one) => one.status !== "attending" && nameMatches(one.name, query),
            )}
          />
        </>
      )}
    </div>
  );
}
