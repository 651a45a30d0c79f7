import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckedIn, CheckInUndone } from "#contract/check-in";
import type { ResponsesForOrganiser } from "#contract/responses";
import type { EventStats } from "#contract/stats";
import { api, unwrap } from "../../../lib/api-client";
import { eventKeys } from "../../../lib/event-keys";

/** POST /events/{id}/responses/{response_id}/check-in (owner, manager, checkin). */
const checkIn = (eventId: string, responseId: string): Promise<CheckedIn> =>
  unwrap(
    api.events[":event_id"].responses[":response_id"]["check-in"].$post({
      param: { event_id: eventId, response_id: responseId },
    }),
  );

/** DELETE the same: undo. */
const undoCheckIn = (eventId: string, responseId: string): Promise<CheckInUndone> =>
  unwrap(
    api.events[":event_id"].responses[":response_id"]["check-in"].$delete({
      param: { event_id: eventId, response_id: responseId },
    }),
  );

/** POST /events/{id}/check-in {pass}: the response whose check-in pass the scanner read. */
const checkInByPass = (eventId: string, pass: string): Promise<CheckedIn> =>
  unwrap(
    api.events[":event_id"]["check-in"].$post({ param: { event_id: eventId }, json: { pass } }),
  );

/**
 * A reply's response and count go into the page's list and stats at once: the live message
 * that follows says the same (and wins when newer), but the phone that pressed must not wait
 * for it, nor for a poll while its socket is down.
 */
function keepReply(
  queryClient: QueryClient,
  eventId: string,
  reply: Pick<CheckedIn, "response" | "checked_in_count" | "attending_seats">,
) {
  queryClient.setQueryData<ResponsesForOrganiser>(eventKeys.responses(eventId), (list) =>
    list
      ? {
          ...list,
          data: list.data.map((one) => (one.id === reply.response.id ? reply.response : one)),
        }
      : list,
  );
  queryClient.setQueryData<EventStats>(eventKeys.stats(eventId), (stats) =>
    stats
      ? {
          ...stats,
          checked_in_count: reply.checked_in_count,
          attending_seats: reply.attending_seats,
        }
      : stats,
  );
}

/** Checking in from a row's '입장' (`responseId`) or from a scanned check-in pass (`pass`). */
export function useCheckIn(eventId: string, onDone: (reply: CheckedIn) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (by: { responseId: string } | { pass: string }) =>
      "pass" in by ? checkInByPass(eventId, by.pass) : checkIn(eventId, by.responseId),
    onSuccess: (reply) => {
      keepReply(queryClient, eventId, reply);
      onDone(reply);
    },
  });
}

export function useUndoCheckIn(eventId: string, onDone: (reply: CheckInUndone) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) => undoCheckIn(eventId, responseId),
    onSuccess: (reply) => {
      keepReply(queryClient, eventId, reply);
      onDone(reply);
    },
  });
}
