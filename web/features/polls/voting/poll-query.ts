import { queryOptions } from "@tanstack/react-query";
import { POLL_SNAPSHOT_ELEMENT_ID } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import { requestHeaders, timedFetch, unwrapAs } from "../../../lib/api-response";

/** The poll page's cache keys: its public view, fed by the page, its form and its socket. */
export const pollKeys = {
  publicView: (pollId: string) => ["polls", pollId, "public"] as const,
};

/**
 * The view the Worker rendered the page with, inline as inert JSON (worker/pages/poll-page.ts):
 * the page starts from it and hydrates what was rendered, with no second request. Read here, in
 * the poll page's own chunk, so the app's start (which every landing page loads) stays as it is.
 */
function servedView(pollId: string): PollPublicView | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(POLL_SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const view = JSON.parse(text) as PollPublicView;
    return view.id === pollId ? view : undefined;
  } catch {
    // A page whose data cannot be read simply fetches it.
    return undefined;
  }
}

/** GET /polls/{id}/public: what anyone with the link sees. */
export const publicPollQuery = (pollId: string) =>
  queryOptions({
    queryKey: pollKeys.publicView(pollId),
    queryFn: ({ signal }) =>
      unwrapAs<PollPublicView>(
        timedFetch(`/api/v1/polls/${encodeURIComponent(pollId)}/public`, {
          headers: requestHeaders(),
          signal,
        }),
      ),
    initialData: () => servedView(pollId),
    // Fetched or sent, a view replaces only an older one: a read that set out before a vote and
    // came back after the vote's message would otherwise undo it.
    structuralSharing: (current, next) =>
      newerView(current as PollPublicView | undefined, next as PollPublicView),
  });

/** A view only replaces one it is newer than: a late message never undoes a vote. */
export const newerView = (current: PollPublicView | undefined, next: PollPublicView) =>
  current && current.version > next.version ? current : next;
