/** The organiser's series cache keys in one place: the dashboard's list, a series, a preview. */
export const seriesKeys = {
  all: ["series"] as const,
  list: () => ["series", "list"] as const,
  detail: (seriesId: string) => ["series", "detail", seriesId] as const,
  preview: (recurrence: string, eventDate: string, zone: string) =>
    ["series", "preview", recurrence, eventDate, zone] as const,
};
