import { env } from "cloudflare:workers";
import type { EventPublic } from "#contract/events";
import type { SeriesPublic } from "#contract/series";
import { api } from "./api";
import type { EventInput } from "./events";

/**
 * Series through the API (decision 0069): made by `POST /events/` with a rule, read and
 * changed by `/series/{id}`, and the minute's sweep as the Worker's `scheduled` runs it.
 */

/** Makes a series; answers its first occurrence (what `POST /events/` answers). */
export async function createSeries(
  token: string,
  recurrence: string,
  input: EventInput & { event_date: string },
) {
  const res = await api("/events/", {
    method: "POST",
    token,
    json: { title: "화요 스터디", recurrence, ...input },
  });
  if (res.status !== 201) throw new Error(`create series: ${res.status} ${await res.text()}`);
  return (await res.json()) as EventPublic;
}

export async function readSeries(token: string, seriesId: string) {
  const res = await api(`/series/${seriesId}`, { token });
  if (res.status !== 200) throw new Error(`read series: ${res.status} ${await res.text()}`);
  return (await res.json()) as SeriesPublic;
}

/** The occurrences' dates, soonest first. */
export const datesOf = (series: SeriesPublic) => series.occurrences.map((o) => o.event_date);

/** The minute's sweep, as the cron trigger runs it, at the test clock's time. */
export async function sweepRuns() {
  const { sweepSeries } = await import("../../../worker/series/series-sweep");
  await sweepSeries(env);
}
