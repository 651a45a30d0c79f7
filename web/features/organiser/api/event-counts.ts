import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { EventStats } from "#contract/stats";
import { api, unwrap } from "../../../lib/api-client";
import { eventKeys } from "../../../lib/event-keys";
import { publicEventQuery } from "../../../lib/public-event-query";

export type EventCounts = Pick<
  EventStats,
  | "attending_count"
  | "attending_seats"
  | "waiting_count"
  | "waiting_seats"
  | "offered_count"
  | "offered_seats"
> & { max_participants: number | null };

/**
 * One event's counts for its organiser: the public snapshot's, which its room's socket keeps
 * current. Under `guest_list` `hidden` (decision 0041) the snapshot has none, so they are the
 * organiser's own stats, read again whenever the snapshot's revision grows.
 */
export function useEventCounts(eventId: string): EventCounts | undefined {
  const view = useQuery(publicEventQuery(eventId)).data;
  const hidden = view?.attending_seats === null;
  const stats = useQuery({
    // Keyed by the revision, so that every change the socket tells of reads them again.
    queryKey: [...eventKeys.stats(eventId), view?.revision],
    queryFn: () => unwrap(api.events[":event_id"].stats.$get({ param: { event_id: eventId } })),
    enabled: hidden,
    placeholderData: keepPreviousData,
  }).data;
  if (!view) return undefined;
  const counts = hidden ? stats : view;
  return (
    counts && {
      attending_count: counts.attending_count ?? 0,
      attending_seats: counts.attending_seats ?? 0,
      waiting_count: counts.waiting_count ?? 0,
      waiting_seats: counts.waiting_seats ?? 0,
      offered_count: counts.offered_count ?? 0,
      offered_seats: counts.offered_seats ?? 0,
      max_participants: view.max_participants,
    }
  );
}
