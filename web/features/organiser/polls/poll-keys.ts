/** The organiser's poll cache keys in one place: the dashboard's list, a poll's tally. */
export const pollKeys = {
  all: ["polls"] as const,
  lists: () => ["polls", "list"] as const,
  list: (page: number) => ["polls", "list", page] as const,
  detail: (pollId: string) => ["polls", pollId] as const,
};
