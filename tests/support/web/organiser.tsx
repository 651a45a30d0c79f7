import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ComponentProps } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseAdmin, ResponsesAdmin } from "#contract/responses";
import type { EventStats } from "#contract/stats";
import { LiveCounts } from "../../../web/features/organiser/components/dashboard/live-counts";
import { ResponseList } from "../../../web/features/organiser/components/responses/response-list";
import { ResponsesPage } from "../../../web/features/organiser/components/responses/responses-page";
import { DoorPage } from "../../../web/features/organiser/door/door-page";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "./http";

/** A room socket the test opens and feeds by hand. */
export class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.onclose?.();
  }
  receive(message: unknown) {
    act(() => {
      this.onopen?.();
      this.onmessage?.({ data: JSON.stringify(message) });
    });
  }
  /** The room's message to the organiser at `revision`: these responses, and their stats. */
  receiveResponses(revision: number, responses: ResponseAdmin[]) {
    this.receive({
      type: "organiser",
      revision,
      responses: list(responses),
      stats: statsOf(responses),
    });
  }
}

/** Every test of the calling file gets FakeSocket as its WebSocket, with no socket open yet. */
export function withFakeSockets(): void {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Waits for the lazily loaded live connection to open its socket. */
export async function socketOpened(): Promise<FakeSocket> {
  for (let turn = 0; turn < 200 && FakeSocket.opened.length === 0; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
  }
  const socket = FakeSocket.opened[0];
  if (!socket) throw new Error("no socket was opened");
  return socket;
}

/** The stats the room counts for these responses: people with their guests as seats. */
export function statsOf(responses: ResponseAdmin[]): EventStats {
  const of = (status: ResponseAdmin["status"]) => responses.filter((r) => r.status === status);
  const seats = (list: ResponseAdmin[]) => list.reduce((sum, one) => sum + 1 + one.guests, 0);
  return {
    total_responses: responses.length,
    attending_count: of("attending").length,
    attending_seats: seats(of("attending")),
    waiting_count: of("waiting").length,
    waiting_seats: seats(of("waiting")),
    offered_count: of("offered").length,
    offered_seats: seats(of("offered")),
    maybe_count: of("maybe").length,
    not_attending_count: of("not_attending").length,
    checked_in_count: seats(of("attending").filter((one) => one.checked_in_at !== null)),
  };
}

/** The organiser's page of responses holding all of them. */
export const list = (responses: ResponseAdmin[]): ResponsesAdmin => ({
  data: responses,
  count: responses.length,
});

/**
 * The organiser's list of these responses, its times on Seoul's clock unless `props` say
 * otherwise (another zone, the menu's onDelete and onEmail).
 */
export function renderResponseList(
  responses: ResponseAdmin[],
  props: Partial<ComponentProps<typeof ResponseList>> = {},
) {
  return render(<ResponseList responses={responses} zone="Asia/Seoul" {...props} />);
}

/**
 * The organiser's responses page for `event`, signed in as `me` (its owner unless told), with
 * every call it makes answered as the Worker would: these responses, their stats, no
 * announcement yet, and notices of each answer for the reader. The event carries the reader's
 * role as the Worker gives it: `owner` to its owner, null to a superuser reading another's, else
 * the role `event` names (a host's).
 * Returns the stubbed fetch, to read the calls made.
 */
export function renderResponsesPage(
  event: EventPublic,
  responses: ResponseAdmin[],
  me: { id: string; is_superuser: boolean } = { id: event.owner_id, is_superuser: false },
) {
  localStorage.setItem("access_token", "token");
  const served: EventPublic = {
    ...event,
    role: me.id === event.owner_id ? "owner" : me.is_superuser ? null : event.role,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/users/me/push")) return json(200, { endpoints: [] });
    if (url.includes("/users/me")) return json(200, { ...me, email: "a@b.test", full_name: "A" });
    if (url.includes("/notifications")) return json(200, { mode: "each" });
    if (url.includes("/live-ticket")) return json(200, { ticket: "t", expires_in: 60 });
    if (url.includes("/announcement")) {
      return json(200, {
        latest: null,
        subscribers: 0,
        retry_after_seconds: 0,
        corrections_left: 0,
      });
    }
    if (url.includes("/responses")) return json(200, list(responses));
    if (url.includes("/stats")) return json(200, statsOf(responses));
    return json(200, served);
  });
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[`/events/${event.id}/responses`]}>
        <Routes>
          <Route path="/events/:eventId/responses" element={<ResponsesPage />} />
          {/* Where a door keeper is sent. */}
          <Route path="/events/:eventId/door" element={<DoorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

/**
 * The dashboard's live counts for the event `initial` is the public view of, with that view
 * already cached and the API answering it again.
 */
export function renderLiveCounts(initial: EventPublicView) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(200, initial)),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(eventKeys.publicView(initial.id), initial);
  render(
    <QueryClientProvider client={client}>
      <LiveCounts eventId={initial.id} />
    </QueryClientProvider>,
  );
}
