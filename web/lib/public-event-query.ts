import { queryOptions } from "@tanstack/react-query";
import type { EventPublicView } from "#contract/events";
import { api, unwrapAs } from "./api-client";
import { eventKeys } from "./event-keys";

/**
 * GET /events/{id}/public: what anyone with the link sees; also fed by the live socket. The
 * invite pages read it, and so do the dashboard's live counts.
 */
export const publicEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.publicView(eventId),
    queryFn: () =>
      unwrapAs<EventPublicView>(
        api.events[":event_id"].public.$get({ param: { event_id: eventId } }),
      ),
  });
