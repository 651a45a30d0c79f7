import type { PollPublicView } from "#contract/polls";
import { publicViewOf, readPoll } from "../polls/poll-reads";

/** A poll's view as its page reads it: parsed, and the JSON it came as (inlined in the page). */
export type PollReading = { view: PollPublicView; json: string };

/**
 * The poll's public view as `GET /api/v1/polls/{id}/public` gives it, read from D1 as that route
 * reads it (without building the API for a page). Null for a poll that is not there.
 */
export async function readPollView(env: Env, pollId: string): Promise<PollReading | null> {
  const read = await readPoll(env.DB, pollId);
  if (!read) return null;
  const view = publicViewOf(read);
  return { view, json: JSON.stringify(view) };
}
