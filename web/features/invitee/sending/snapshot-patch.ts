import type { EventPublicView } from "#contract/public-view";
import { seatsOf } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { responsesNamed } from "../public-response-rules";

/** What a reply to submit, modify or delete says changed, as far as the page can tell. */
export type ReplyChange = { promoted: string[]; offered?: string[]; revision: number } & (
  | { kind: "saved"; response: ResponsePublic }
  | { kind: "deleted"; name: string }
);

/**
 * The cached snapshot with the reply's change in it, so the page shows the answer at once
 * without reading the snapshot again; the room's next snapshot (socket, or polling when it is
 * down) brings whatever else changed. A snapshot as new as the reply already has it, and is
 * kept as it is. The order is the room's: seated and undecided responses in the order they came,
 * then open offers and the waiting list in its order. Someone the reply offered a seat holds it
 * (its deadline comes with the room's next snapshot).
 */
export function patchSnapshot(view: EventPublicView, change: ReplyChange): EventPublicView {
  // A snapshot without names (the `guest_list` setting) has no place for it, and counts the page
  // cannot redo: the room's next one brings them.
  if (view.revision >= change.revision || view.guest_list !== "names") return view;
  let responses: ResponsePublic[];
  if (change.kind === "saved") {
    const { response } = change;
    const before = view.responses.find((candidate) => candidate.id === response.id);
    responses =
      // Still in the queue (waiting, or an offer kept open): the place is unchanged.
      before?.status === response.status &&
      (before.status === "waiting" || before.status === "offered")
        ? view.responses.map((candidate) => (candidate.id === response.id ? response : candidate))
        : placed(
            view.responses.filter((candidate) => candidate.id !== response.id),
            response,
          );
  } else {
    // The reply names no id: with several responses under the name, which went is the room's
    // to say (its next snapshot), and the page waits for it.
    const named = responsesNamed(view.responses, change.name);
    if (named.length !== 1) return view;
    responses = view.responses.filter((candidate) => candidate !== named[0]);
  }
  const moved = [
    ...change.promoted.map((name) => [name, "attending"] as const),
    ...(change.offered ?? []).map((name) => [name, "offered"] as const),
  ];
  for (const [name, status] of moved) {
    const waiting = responses.find((r) => r.status === "waiting" && r.name === name);
    if (!waiting) continue;
    responses = placed(
      responses.filter((candidate) => candidate !== waiting),
      { ...waiting, status },
    );
  }
  const attending = responses.filter((r) => r.status === "attending");
  const offered = responses.filter((r) => r.status === "offered");
  const stillWaiting = responses.filter((r) => r.status === "waiting");
  return {
    ...view,
    responses,
    attending_count: attending.length,
    attending_seats: attending.reduce((seats, r) => seats + seatsOf(r), 0),
    waiting_count: stillWaiting.length,
    waiting_seats: stillWaiting.reduce((seats, r) => seats + seatsOf(r), 0),
    offered_count: offered.length,
    offered_seats: offered.reduce((seats, r) => seats + seatsOf(r), 0),
    total_responses: responses.length,
    revision: change.revision,
  };
}

/**
 * Puts a response where the room lists it: a waiting one last, an offered one before those
 * waiting, others by when they came (before offers and the waiting list).
 */
function placed(responses: ResponsePublic[], response: ResponsePublic): ResponsePublic[] {
  const queued = (other: ResponsePublic) =>
    other.status === "waiting" || other.status === "offered";
  const index =
    response.status === "waiting"
      ? -1
      : responses.findIndex((other) =>
          response.status === "offered"
            ? other.status === "waiting"
            : queued(other) || other.created_at > response.created_at,
        );
  if (index === -1) return [...responses, response];
  return [...responses.slice(0, index), response, ...responses.slice(index)];
}
