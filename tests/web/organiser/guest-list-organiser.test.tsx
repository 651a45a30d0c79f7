import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { EventStats } from "#contract/stats";
import { LiveCounts } from "../../../web/features/organiser/components/dashboard/live-counts";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "../../support/web/http";
import { publicViewOf, underGuestList } from "../../support/web/invite";

/**
 * The organiser sees everything (decision 0041): under `guest_list` `hidden` the public snapshot
 * the dashboard follows has no counts, so its live counts are the organiser's own stats, read
 * again with every change the socket tells of.
 */

const EVENT = "0b5c2d9e-1111-4222-8333-444455556637";

const stats = (attending: number, waiting: number): EventStats => ({
  total_responses: attending + waiting,
  attending_count: attending,
  attending_seats: attending,
  waiting_count: waiting,
  waiting_seats: waiting,
  offered_count: 0,
  offered_seats: 0,
  maybe_count: 0,
  not_attending_count: 0,
  checked_in_count: 0,
});

const hidden = (revision: number): EventPublicView =>
  underGuestList(publicViewOf([], { id: EVENT, max_participants: 12, revision }), "hidden");

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's live counts under hidden", () => {
  it("are the organiser's stats, read again when the snapshot's revision grows", async () => {
    let answer = stats(3, 1);
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes(`/events/${EVENT}/stats`)
        ? json(200, answer)
        : json(404, { detail: "Not found" }),
    );
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal(
      "WebSocket",
      class {
        send() {}
        close() {}
      },
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(eventKeys.publicView(EVENT), hidden(1));
    render(
      <QueryClientProvider client={client}>
        <LiveCounts eventId={EVENT} />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId("live-counts").textContent).toContain("참석 3/12"),
    );
    expect(screen.getByTestId("live-counts").textContent).toContain("대기 1");

    answer = stats(4, 2);
    act(() => client.setQueryData(eventKeys.publicView(EVENT), hidden(2)));
    await waitFor(() =>
      expect(screen.getByTestId("live-counts").textContent).toContain("참석 4/12"),
    );
    expect(screen.getByTestId("live-counts").textContent).toContain("대기 2");
  });
});
