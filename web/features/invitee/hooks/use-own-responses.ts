import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { refusedWith } from "../../../lib/error-detail";
import { openMyResponse } from "../api/response-calls";
import type { MyResponse } from "../my-responses/read";
import { keepKey, keepStanding, standingIn } from "../my-responses/write";
import { waitingPlace } from "../waiting-position";

/**
 * One of this browser's responses as the room has it: its place in the queue while it waits
 * (null when unknown) and the people waiting ahead of it. `revision`: the snapshot it is at
 * least as new as; `seen`: read from the room, not this browser's memory of it.
 */
export type Own = {
  response: ResponsePublic;
  position: number | null;
  peopleAhead: number;
  revision: number;
  seen: boolean;
};

/**
 * One response read through its key, at least as new as the snapshot at `revision`; null when
 * the key opens nothing: replaced or cancelled, the key goes and the response stays as last seen.
 */
async function readOwn(eventId: string, id: string, key: string, revision: number) {
  try {
    const read = await openMyResponse(eventId, key);
    // '매번 참석' started or stopped elsewhere (another device, a mail's link) shows here too.
    const { standing } = standingIn(read);
    if (standing !== undefined) keepStanding(eventId, id, standing);
    return { ...read, revision };
  } catch (error) {
    if (!refusedWith(error, "response_link_invalid")) throw error;
    keepKey(eventId, id, null);
    return null;
  }
}

/**
 * At most one read of one's own responses per this many milliseconds while the event changes: a
 * rush of sign-ups is hundreds of revisions, and every open page asking at each of them would be
 * hundreds of pages times hundreds of reads; one that waits or holds an offer learns of its move
 * within this, and push or mail tell it anyway.
 */
const READ_AGAIN_MS = 5_000;

/** Statuses others' changes can move (a seat freed promotes or offers; an offer lapses). */
const MOVED_BY_OTHERS = new Set(["waiting", "offered"]);

/** `revision`, followed at most once per READ_AGAIN_MS (its latest value at the end of each wait). */
function useRevisionAtMostEvery(revision: number, ms: number): number {
  const [followed, setFollowed] = useState(revision);
  // The page read at its opening: the first change waits its turn too.
  const [readAt, setReadAt] = useState(() => Date.now());
  useEffect(() => {
    if (revision === followed) return;
    const wait = Math.max(0, readAt + ms - Date.now());
    const timer = setTimeout(() => {
      setFollowed(revision);
      setReadAt(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [revision, followed, readAt, ms]);
  return followed;
}

/** A response as this browser last saw it, for when the room cannot be asked. */
const remembered = (entry: MyResponse): Own => ({
  response: {
    id: entry.id,
    name: entry.name,
    status: entry.status,
    message: null,
    guests: 0,
    offer_expires_at: null,
    offer_lapsed_at: null,
    created_at: "",
  },
  position: null,
  peopleAhead: 0,
  revision: entry.revision,
  seen: false,
});

/**
 * This browser's responses, by id, as the room has them. Under `guest_list` `names` the
 * snapshot lists them, and one it lacks (at its revision or later) was deleted: absent here.
 * Under `count` and `hidden` it lists nobody (decision 0041), so that proves nothing: each is read
 * through its personal link's key (GET /my-response) when the page opens, and again as the
 * snapshot's revision grows only while one waits or holds an offer (nothing another invitee does
 * moves the others), at most every READ_AGAIN_MS; one without a key, or whose key no longer
 * opens it, stands as last seen.
 */
export function useOwnResponses(
  eventId: string,
  view: EventPublicView | undefined,
  mine: MyResponse[],
): Map<string, Own> {
  const listed = !view || view.guest_list === "names";
  const keyed = listed ? [] : mine.filter((entry) => entry.key);
  const followed = useRevisionAtMostEvery(view?.revision ?? 0, READ_AGAIN_MS);
  const moving = keyed.some((entry) => MOVED_BY_OTHERS.has(entry.status));
  // Later revisions matter only to a response others can move; once none can, the last read
  // stands (its key stays, so what it found is not traded for an older read).
  const [settled, setSettled] = useState(followed);
  useEffect(() => {
    if (moving) setSettled(followed);
  }, [moving, followed]);
  const revision = moving ? followed : settled;
  // One query for them all (useQueries would add its observer to every page's framework chunk).
  const reads = useQuery({
    queryKey: ["events", eventId, "my-responses", revision, keyed.map(({ id, key }) => [id, key])],
    queryFn: () =>
      Promise.all(keyed.map(({ id, key = "" }) => readOwn(eventId, id, key, revision))),
    enabled: keyed.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  // Memoised: '내 응답' compares it with this browser's memory when it changes, not every render.
  return useMemo(() => {
    const own = new Map<string, Own>();
    if (!view) return own;
    for (const entry of mine) {
      if (listed) {
        const response = view.responses.find((candidate) => candidate.id === entry.id);
        const place = response && waitingPlace(view.responses, response.id);
        if (response) {
          own.set(entry.id, {
            response,
            position: place?.position ?? null,
            peopleAhead: place?.peopleAhead ?? 0,
            revision: view.revision,
            seen: true,
          });
        }
        continue;
      }
      const read = reads?.find((candidate) => candidate?.response.id === entry.id);
      // Those ahead bring guests the page is not told of: each counts as one.
      const position = read?.waiting_position ?? null;
      own.set(
        entry.id,
        read
          ? { ...read, position, peopleAhead: position ? position - 1 : 0, seen: true }
          : remembered(entry),
      );
    }
    return own;
  }, [view, mine, listed, reads]);
}
