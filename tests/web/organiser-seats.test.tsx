import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EventPublicView, ResponseAdmin } from "#contract/events";
import { LiveCounts } from "../../web/features/events/components/dashboard/live-counts";
import { ResponseStats } from "../../web/features/events/components/responses/response-stats";
import { eventKeys } from "../../web/lib/event-keys";
import { savedEvent } from "../support/web/events";
import {
  json,
  list,
  renderResponsesPage,
  socketOpened,
  statsOf,
  withFakeSockets,
} from "../support/web/organiser";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

const event = savedEvent({
  id: EVENT,
  title: "봄 소풍",
  event_date: "2030-04-20T02:00:00.000Z",
  location: "한강공원",
  max_participants: 10,
  max_guests: 3,
});

const response = (
  name: string,
  status: ResponseAdmin["status"],
  guests: number,
): ResponseAdmin => ({
  id: crypto.randomUUID(),
  name,
  status,
  message: null,
  guests,
  offer_expires_at: null,
  created_at: "2030-03-02T00:00:00.000Z",
  wrong_passwords_today: 0,
});

withFakeSockets();

describe("the responses page's stat cards", () => {
  const renderStats = (responses: ResponseAdmin[], max: number | null) =>
    render(<ResponseStats stats={statsOf(responses)} max={max} />);

  it("count the people attending, guests included, and say how many guests", () => {
    renderStats(
      [
        response("민지", "attending", 2),
        response("서준", "attending", 0),
        response("하늘", "attending", 2),
        response("유나", "maybe", 1),
      ],
      10,
    );
    expect(screen.getByTestId("stat-attending").textContent).toBe("7 / 10");
    expect(screen.getByTestId("stat-attending-guests").textContent).toBe("동반 4명 포함");
    expect(screen.queryByTestId("over-capacity")).toBeNull();
  });

  it("read exactly as before when nobody brings guests", () => {
    renderStats([response("민지", "attending", 0), response("서준", "waiting", 0)], 1);
    expect(screen.getByTestId("stat-attending").textContent).toBe("1 / 1");
    expect(screen.getByTestId("stat-waiting").textContent).toBe("1");
    expect(screen.queryByTestId("stat-attending-guests")).toBeNull();
    expect(screen.queryByTestId("stat-waiting-guests")).toBeNull();
    expect(screen.queryByTestId("over-capacity")).toBeNull();
  });

  it("put the event over capacity by seats, not by responses", () => {
    // Two responses but five people against a maximum lowered to four.
    renderStats([response("민지", "attending", 2), response("서준", "attending", 1)], 4);
    expect(screen.getByTestId("stat-attending").textContent).toBe("5 / 4");
    expect(screen.getByTestId("over-capacity").textContent).toBe("정원 초과 1명");
  });

  it("count the people waiting, guests included, and say how many guests", () => {
    renderStats(
      [
        response("민지", "attending", 0),
        response("서준", "waiting", 3),
        response("하늘", "waiting", 0),
      ],
      1,
    );
    expect(screen.getByTestId("stat-waiting").textContent).toBe("5");
    expect(screen.getByTestId("stat-waiting-guests").textContent).toBe("동반 3명 포함");
  });
});

describe("the responses page kept current by the organiser's live message", () => {
  it("shows newcomers' guests and counts the seats they take", async () => {
    const first = [response("민지", "attending", 0)];
    renderResponsesPage(event, first);
    expect((await screen.findAllByTestId("response-item")).length).toBe(1);
    expect(screen.getByTestId("stat-attending").textContent).toBe("1 / 10");
    expect(screen.queryByTestId("response-guests")).toBeNull();

    const now = [
      ...first,
      response("서준", "attending", 3),
      response("하늘", "attending", 2),
      response("유나", "waiting", 3),
    ];
    const socket = await socketOpened();
    socket.receive({ type: "organiser", revision: 7, responses: list(now), stats: statsOf(now) });

    expect(screen.getByTestId("stat-attending").textContent).toBe("8 / 10");
    expect(screen.getByTestId("stat-attending-guests").textContent).toBe("동반 5명 포함");
    expect(screen.getByTestId("stat-waiting").textContent).toBe("4");
    expect(screen.getByTestId("stat-waiting-guests").textContent).toBe("동반 3명 포함");
    const items = screen.getAllByTestId("response-item");
    expect(items.map((item) => within(item).queryByTestId("response-guests")?.textContent)).toEqual(
      [undefined, "동반 3명", "동반 2명", "동반 3명"],
    );
  });
});

describe("the dashboard's live counts", () => {
  const view = (
    attending: number,
    seats: number,
    max: number | null,
    waiting = { count: 1, seats: 1 },
  ): EventPublicView => ({
    ...event,
    max_participants: max,
    time_zone_name: "한국",
    responses: [],
    attending_count: attending,
    attending_seats: seats,
    waiting_count: waiting.count,
    waiting_seats: waiting.seats,
    offered_count: 0,
    offered_seats: 0,
    total_responses: attending + waiting.count,
    is_closed: false,
    announcement: null,
    revision: 1,
  });

  function renderCounts(initial: EventPublicView) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(initial)),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(eventKeys.publicView(EVENT), initial);
    render(
      <QueryClientProvider client={client}>
        <LiveCounts eventId={EVENT} />
      </QueryClientProvider>,
    );
  }

  it("read as before without guests", () => {
    renderCounts(view(3, 3, 12));
    const counts = screen.getByTestId("live-counts");
    expect(counts.textContent).toContain("참석 3/12");
    expect(counts.textContent).toContain("대기 1");
    expect(screen.queryByTestId("live-counts-guests")).toBeNull();
    expect(screen.queryByTestId("live-counts-waiting-guests")).toBeNull();
  });

  it("count the people waiting with their guests, live", async () => {
    renderCounts(view(3, 3, 3));
    const socket = await socketOpened();
    // Two parties wait: one alone, one of four (three guests).
    const snapshot = { ...view(3, 3, 3, { count: 2, seats: 5 }), revision: 2 };
    socket.receive({ type: "snapshot", snapshot });
    expect(screen.getByTestId("live-counts").textContent).toContain("대기 5");
    expect(screen.getByTestId("live-counts-waiting-guests").textContent).toBe("(동반 3명 포함)");
  });

  it("count people with their guests, live, and put the event over capacity by seats", async () => {
    renderCounts(view(3, 3, 12));
    const socket = await socketOpened();
    socket.receive({ type: "snapshot", snapshot: { ...view(4, 9, 12), revision: 2 } });
    expect(screen.getByTestId("live-counts").textContent).toContain("참석 9/12");
    expect(screen.getByTestId("live-counts-guests").textContent).toBe("(동반 5명 포함)");
    expect(screen.queryByTestId("over-capacity")).toBeNull();

    // A maximum lowered to 6: four responses but nine people attending.
    socket.receive({ type: "snapshot", snapshot: { ...view(4, 9, 6), revision: 3 } });
    expect(screen.getByTestId("live-counts").textContent).toContain("참석 9/6");
    expect(screen.getByTestId("over-capacity").textContent).toBe("정원 초과 3명");
  });
});
