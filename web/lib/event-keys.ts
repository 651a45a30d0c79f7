/**
 * Every events cache key in one place, so the organiser's screens, the invite pages and the
 * live socket (which feeds both) hit the same entries.
 */
export const eventKeys = {
  all: ["events"] as const,
  lists: () => ["events", "list"] as const,
  list: (page: number) => ["events", "list", page] as const,
  detail: (eventId: string) => ["events", eventId] as const,
  publicView: (eventId: string) => ["events", eventId, "public"] as const,
  responses: (eventId: string) => ["events", eventId, "responses"] as const,
  stats: (eventId: string) => ["events", eventId, "stats"] as const,
  participantStats: (page: number) => ["participants", "stats", page] as const,
};
