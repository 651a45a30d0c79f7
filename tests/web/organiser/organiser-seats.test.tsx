import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseAdmin } from "#contract/responses";
import { ResponseStats } from "../../../web/features/organiser/components/responses/response-stats";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";
import {
  list,
  renderLiveCounts,
  renderResponsesPage,
  socketOpened,
  statsOf,
  withFakeSockets,
} from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

const event = savedEvent({
  id: EVENT,
  title: "봄 소풍",
  event_date: "2030-04-20T02:00:00.000Z",
  location: "한강공원",
  max_participants: 10,
  max_guests: 3,
});

withFakeSockets();

describe("the responses page's stat cards", () => {
  const renderStats = (responses: ResponseAdmin[], max: number | null) =>
    render(<ResponseStats stats={statsOf(responses)} max={max} />);

  it("count the people attending, guests included, and say how many guests", () => {
    renderStats(
      [
        adminResponse("민지", "attending", 2),
        adminResponse("서준", "attending", 0),
        adminResponse("하늘", "attending", 2),
        adminResponse("유나", "maybe", 1),
      ],
      10,
    );
    expect(screen.getByTestId("stat-attending").textContent).toBe("7 / 10");
    expect(screen.getByTestId("stat-attending-guests").textContent).toBe("동반 4명 포함");
    expect(screen.queryByTestId("over-capacity")).toBeNull();
  });

  it("read exactly as before when nobody brings guests", () => {
    renderStats([adminResponse("민지", "attending", 0), adminResponse("서준", "waiting", 0)], 1);
    expect(screen.getByTestId("stat-attending").textContent).toBe("1 / 1");
    expect(screen.getByTestId("stat-waiting").textContent).toBe("1");
    expect(screen.queryByTestId("stat-attending-guests")).toBeNull();
    expect(screen.queryByTestId("stat-waiting-guests")).toBeNull();
    expect(screen.queryByTestId("over-capacity")).toBeNull();
  });

  it("put the event over capacity by seats, not by responses", () => {
    // Two responses but five people against a maximum lowered to four.
    renderStats([adminResponse("민지", "attending", 2), adminResponse("서준", "attending", 1)], 4);
    expect(screen.getByTestId("stat-attending").textContent).toBe("5 / 4");
    expect(screen.getByTestId("over-capacity").textContent).toBe("정원 초과 1명");
  });

  it("count the people waiting, guests included, and say how many guests", () => {
    renderStats(
      [
        adminResponse("민지", "attending", 0),
        adminResponse("서준", "waiting", 3),
        adminResponse("하늘", "waiting", 0),
      ],
      1,
    );
    expect(screen.getByTestId("stat-waiting").textContent).toBe("5");
    expect(screen.getByTestId("stat-waiting-guests").textContent).toBe("동반 3명 포함");
  });
});

describe("the responses page kept current by the organiser's live message", () => {
  it("shows newcomers' guests and counts the seats they take", async () => {
    const first = [adminResponse("민지", "attending", 0)];
    renderResponsesPage(event, first);
    expect((await screen.findAllByTestId("response-item")).length).toBe(1);
    expect(screen.getByTestId("stat-attending").textContent).toBe("1 / 10");
    expect(screen.queryByTestId("response-guests")).toBeNull();

    const now = [
      ...first,
      adminResponse("서준", "attending", 3),
      adminResponse("하늘", "attending", 2),
      adminResponse("유나", "waiting", 3),
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
  /** The public view as the room counts it, the responses themselves left out. */
  const view = (
    attending: number,
    seats: number,
    max: number | null,
    waiting = { count: 1, seats: 1 },
  ): EventPublicView =>
    publicViewOf([], {
      ...event,
      max_participants: max,
      attending_count: attending,
      attending_seats: seats,
      waiting_count: waiting.count,
      waiting_seats: waiting.seats,
      total_responses: attending + waiting.count,
      revision: 1,
    });

  it("read as before without guests", () => {
    renderLiveCounts(view(3, 3, 12));
    const counts = screen.getByTestId("live-counts");
    expect(counts.textContent).toContain("참석 3/12");
    expect(counts.textContent).toContain("대기 1");
    expect(screen.queryByTestId("live-counts-guests")).toBeNull();
    expect(screen.queryByTestId("live-counts-waiting-guests")).toBeNull();
  });

  it("count the people waiting with their guests, live", async () => {
    renderLiveCounts(view(3, 3, 3));
    const socket = await socketOpened();
    // Two parties wait: one alone, one of four (three guests).
    const snapshot = { ...view(3, 3, 3, { count: 2, seats: 5 }), revision: 2 };
    socket.receive({ type: "snapshot", snapshot });
    expect(screen.getByTestId("live-counts").textContent).toContain("대기 5");
    expect(screen.getByTestId("live-counts-waiting-guests").textContent).toBe("(동반 3명 포함)");
  });

  it("count people with their guests, live, and put the event over capacity by seats", async () => {
    renderLiveCounts(view(3, 3, 12));
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
