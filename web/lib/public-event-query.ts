import { queryOptions } from "@tanstack/react-query";
import type { EventPublicView } from "#contract/public-view";
import { requestHeaders, timedFetch, unwrapAs } from "./api-response";
import { eventKeys } from "./event-keys";

/**
 * GET /events/{id}/public: what anyone with the link sees; also fed by the live socket. The
 * invite pages read it, and so do the dashboard's live counts.
 */
export const publicEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.publicView(eventId),
    queryFn: ({ signal }) =>
      // A plain fetch: the route sends the room's prepared JSON, which the typed client
      // could not type anyway, and the invite page loads without that client (api-response.ts).
      unwrapAs<EventPublicView>(
        timedFetch(`/api/v1/events/${encodeURIComponent(eventId)}/public`, {
          headers: requestHeaders(),
          signal,
        }),
      ),
  });
