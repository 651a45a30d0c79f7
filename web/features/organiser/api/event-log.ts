import { queryOptions } from "@tanstack/react-query";
import type { EventLog } from "#contract/hosts";
import { eventKeys } from "../../../lib/event-keys";
import { organiserFetch } from "./organiser-fetch";

/** The newest this many: a door evening is a few hundred lines at most. */
export const EVENT_LOG_LIMIT = 200;

/** GET /events/{id}/log (owner), newest first. */
export const eventLogQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.detail(eventId), "log"] as const,
    queryFn: () =>
      organiserFetch<EventLog>("GET", `/events/${eventId}/log?skip=0&limit=${EVENT_LOG_LIMIT}`),
  });
