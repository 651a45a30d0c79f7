import type { PollPublicView } from "#contract/polls";

/** A poll's view as its page reads it: parsed, and the JSON it came as (inlined in the page). */
export type PollReading = { view: PollPublicView; json: string };

/**
 * The poll's public view, asked of the API's own route in this isolate
 * (`GET /api/v1/polls/{id}/public`): the page shows what the app would read, under the same
 * rules. Null for a poll that is not there.
 */
export async function readPollView(
  request: Request,
  env: Env,
  pollId: string,
): Promise<PollReading | null> {
  const { app } = await import("../app");
  const url = new URL(`/api/v1/polls/${pollId}/public`, request.url);
  const res = await app.fetch(new Request(url, { headers: { Accept: "application/json" } }), env);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`poll view ${pollId}: ${res.status}`);
  const json = await res.text();
  return { view: JSON.parse(json) as PollPublicView, json };
}
