import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ResponseAdmin, ResponsesForOrganiser } from "#contract/responses";
import type { ParticipantStats } from "#contract/stats";
import { api, unwrap } from "../../../lib/api-client";
import { eventKeys } from "../../../lib/event-keys";

/** Page sizes of the dashboard and the participants page. */
export const EVENTS_PAGE_SIZE = 10;
export const PARTICIPANTS_PAGE_SIZE = 10;
/**
 * An event's responses are read as many as the room's live message carries (1000, the API's
 * largest page), under one key: the read and the live message then keep one list, on the
 * responses page and at the door alike.
 */
export const RESPONSES_LIMIT = 1000;

const eventParam = (eventId: string) => ({ param: { event_id: eventId } });

/**
 * GET /events/?series=none&skip=&limit= (the organiser's one-off events, 10 a page): a series'
 * occurrences are listed once, as the series (series/dashboard), not one row a week.
 */
export const myEventsQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.list(page),
    queryFn: () => {
      const query = {
        series: "none" as const,
        skip: String((page - 1) * EVENTS_PAGE_SIZE),
        limit: String(EVENTS_PAGE_SIZE),
      };
      return unwrap(api.events.$get({ query }));
    },
    placeholderData: keepPreviousData,
  });

/** GET /events/{id} (owner). */
export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => unwrap(api.events[":event_id"].$get(eventParam(eventId))),
  });

/**
 * GET /events/{id}/responses (every role), in waiting order: the whole rows, or the door's for a
 * door keeper (`wholeRows` tells them apart).
 */
export const eventResponsesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.responses(eventId),
    queryFn: (): Promise<ResponsesForOrganiser> =>
      unwrap(
        api.events[":event_id"].responses.$get({
          ...eventParam(eventId),
          query: { skip: "0", limit: String(RESPONSES_LIMIT) },
        }),
      ),
  });

/**
 * The list's rows when they are whole, as everyone but a door keeper reads them; undefined for
 * the door's rows (a door keeper's screen is the door page, which needs no more).
 */
export function wholeRows(list: ResponsesForOrganiser | undefined): ResponseAdmin[] | undefined {
  const rows = list?.data;
  return rows?.every((row): row is ResponseAdmin => "answers" in row) ? rows : undefined;
}

/** GET /events/{id}/stats (owner). */
export const eventStatsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.stats(eventId),
    queryFn: () => unwrap(api.events[":event_id"].stats.$get(eventParam(eventId))),
  });

/** GET /events/participants/stats?skip=&limit= (10 a page). */
export const participantStatsQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.participantStats(page),
    queryFn: (): Promise<ParticipantStats> =>
      unwrap(
        api.events.participants.stats.$get({
          query: {
            skip: String((page - 1) * PARTICIPANTS_PAGE_SIZE),
            limit: String(PARTICIPANTS_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
