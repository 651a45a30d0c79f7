import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { eventKeys } from "../../../lib/event-keys";

/** The newest this many: a door evening is a few hundred lines at most. */
export const EVENT_LOG_LIMIT = 200;

/** GET /events/{id}/log (owner), newest first. */
export const eventLogQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.detail(eventId), "log"] as const,
    queryFn: () =>
      unwrap(
        api.events[":event_id"].log.$get({
          param: { event_id: eventId },
          query: { skip: "0", limit: String(EVENT_LOG_LIMIT) },
        }),
      ),
  });
