import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { EventPublic, EventPublicView, ResponseAdmin } from "#contract/events";
import { LiveCounts } from "../../web/features/events/components/dashboard/live-counts";
import {
  ResponseStats,
  waitingPeopleIn,
} from "../../web/features/events/components/responses/response-stats";
import { ResponsesPage } from "../../web/features/events/components/responses/responses-page";
import { eventKeys } from "../../web/lib/event-keys";
import { json, list, socketOpened, statsOf, withFakeSockets } from "../support/web/organiser";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const OWNER = "00000000-0000-4000-8000-0000000000aa";

const event: EventPublic = {
  id: EVENT,
  owner_id: OWNER,
  title: "봄 소풍",
  description: null,
  location: "한강공원",
  event_date: "2030-04-20T02:00:00.000Z",
  deadline_date: null,
  max_participants: 10,
  allow_duplicate: false,
  max_guests: 3,
  promotion: "instant",
  offer_hours: 24,
  reminder_message: null,
  time_zone: "Asia/Seoul",
  created_at: "2030-03-01T00:00:00.000Z",
  updated_at: "2030-03-01T00:00:00.000Z",
};

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
    render(
      <ResponseStats
        stats={statsOf(responses)}
        max={max}
        waitingPeople={waitingPeopleIn(list(responses))}
      />,
    );

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
    expect(screen.queryByTestId("stat-waiting-people")).toBeNull();
    expect(screen.queryByTestId("over-capacity")).toBeNull();
  });

  it("put the event over capacity by seats, not by responses", () => {
    // Two responses but five people against a maximum lowered to four.
    renderStats([response("민지", "attending", 2), response("서준", "attending", 1)], 4);
    expect(screen.getByTestId("stat-attending").textContent).toBe("5 / 4");
    expect(screen.getByTestId("over-capacity").textContent).toBe("정원 초과 1명");
  });

  it("count waiting responses, and the people they stand for when they bring guests", () => {
    renderStats(
      [
        response("민지", "attending", 0),
        response("서준", "waiting", 3),
        response("하늘", "waiting", 0),
      ],
      1,
    );
    expect(screen.getByTestId("stat-waiting").textContent).toBe("2");
    expect(screen.getByTestId("stat-waiting-people").textContent).toBe("동반 포함 5명");
  });

  it("leave the waiting people out when the list does not hold every response", () => {
    const partial = { data: [response("서준", "waiting", 3)], count: 150 };
    expect(waitingPeopleIn(partial)).toBeUndefined();
    expect(waitingPeopleIn(list(partial.data))).toBe(4);
  });
});

describe("the responses page kept current by the organiser's live message", () => {
  function renderPage(first: ResponseAdmin[]) {
    localStorage.setItem("access_token", "token");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("/users/me")) {
          return json({ id: OWNER, email: "a@b.test", full_name: "A", is_superuser: false });
        }
        if (url.includes("/live-ticket")) return json({ ticket: "t", expires_in: 60 });
        if (url.includes("/announcement")) {
          return json({ latest: null, subscribers: 0, retry_after_seconds: 0 });
        }
        if (url.includes("/responses")) return json(list(first));
        if (url.includes("/stats")) return json(statsOf(first));
        return json(event);
      }),
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[`/events/${EVENT}/responses`]}>
          <Routes>
            <Route path="/events/:eventId/responses" element={<ResponsesPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("shows newcomers' guests and counts the seats they take", async () => {
    const first = [response("민지", "attending", 0)];
    renderPage(first);
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
    expect(screen.getByTestId("stat-waiting-people").textContent).toBe("동반 포함 4명");
    const items = screen.getAllByTestId("response-item");
    expect(items.map((item) => within(item).queryByTestId("response-guests")?.textContent)).toEqual(
      [undefined, "동반 3명", "동반 2명", "동반 3명"],
    );
  });
});

describe("the dashboard's live counts", () => {
  const view = (attending: number, seats: number, max: number | null): EventPublicView => ({
    ...event,
    max_participants: max,
    time_zone_name: "한국",
    responses: [],
    attending_count: attending,
    attending_seats: seats,
    waiting_count: 1,
    offered_count: 0,
    offered_seats: 0,
    total_responses: attending + 1,
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
