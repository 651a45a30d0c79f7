import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveIndicator } from "../../../web/components/ui/live-indicator";
import { eventKeys } from "../../../web/lib/event-keys";
import {
  BUSY_POLL_INTERVAL_MS,
  BUSY_RETRY_MS,
  POLL_INTERVAL_MS,
} from "../../../web/lib/live-connection";
import { useLiveEvent } from "../../../web/lib/use-live-event";
import {
  LIVE_BUSY_CLOSE_CODE,
  LIVE_ENDED_CLOSE_CODE,
} from "../../../worker/contract/live-protocol";

/** A socket the test opens, feeds and drops by hand. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
  accept() {
    act(() => this.onopen?.());
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    act(() => this.onclose?.());
  }
  /** The room's ending of a former host's socket (decision 0043). */
  end() {
    act(() => this.onclose?.({ code: LIVE_ENDED_CLOSE_CODE }));
  }
  /** The room's refusal: opened, then closed at once with the busy code. */
  refuse() {
    act(() => this.onclose?.({ code: LIVE_BUSY_CLOSE_CODE }));
  }
}

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const snapshot = (revision: number, title: string) => ({
  type: "snapshot",
  snapshot: { id: EVENT, title, revision, responses: [] },
});

function Probe() {
  return <p data-testid="status">{useLiveEvent(EVENT)}</p>;
}

/** Renders the probe and waits for the connection's code to load and open its socket. */
async function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  for (let turn = 0; turn < 100 && FakeSocket.opened.length === 0; turn++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
  return { client, invalidate, status: () => screen.getByTestId("status").textContent };
}

describe("the live connection to an event's room", () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("goes live, feeds snapshots into the cache, and never lets an older one win", async () => {
    const { client, status } = await setup();
    expect(FakeSocket.opened[0]?.url).toBe(`ws://${location.host}/api/v1/events/${EVENT}/live`);
    expect(status()).toBe("connecting");
    FakeSocket.opened[0]?.accept();
    expect(status()).toBe("live");

    FakeSocket.opened[0]?.receive(snapshot(5, "다섯"));
    FakeSocket.opened[0]?.receive(snapshot(4, "넷"));
    expect(client.getQueryData<{ title: string }>(eventKeys.publicView(EVENT))?.title).toBe("다섯");
  });

  it("polls while the socket is down and reconnects with backoff", async () => {
    const { invalidate, status } = await setup();
    FakeSocket.opened[0]?.accept();
    FakeSocket.opened[0]?.drop();
    expect(status()).toBe("offline");

    // First retry after about a second; that one fails too, the next waits twice as long.
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]?.drop();
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeSocket.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.opened).toHaveLength(3);

    // Meanwhile the public snapshot was fetched again every POLL_INTERVAL_MS.
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS * 2));
    const polls = invalidate.mock.calls.filter(
      ([filters]) =>
        JSON.stringify(filters?.queryKey) === JSON.stringify(eventKeys.publicView(EVENT)),
    );
    expect(polls.length).toBeGreaterThanOrEqual(2);

    FakeSocket.opened[2]?.accept();
    expect(status()).toBe("live");
    const before = invalidate.mock.calls.length;
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS * 3));
    expect(invalidate.mock.calls.length).toBe(before);
  });

  it("when the room is busy, says so, polls slowly and tries again much later", async () => {
    const { invalidate, status } = await setup();
    const polls = () =>
      invalidate.mock.calls.filter(
        ([filters]) =>
          JSON.stringify(filters?.queryKey) === JSON.stringify(eventKeys.publicView(EVENT)),
      ).length;
    FakeSocket.opened[0]?.refuse();
    expect(status()).toBe("busy");

    // Polls every BUSY_POLL_INTERVAL_MS, not every POLL_INTERVAL_MS, and does not try again
    // before BUSY_RETRY_MS.
    act(() => vi.advanceTimersByTime(BUSY_POLL_INTERVAL_MS - 1));
    expect(polls()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(polls()).toBe(1);
    act(() => vi.advanceTimersByTime(BUSY_RETRY_MS - BUSY_POLL_INTERVAL_MS - 1));
    expect(FakeSocket.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.opened).toHaveLength(2);
    expect(status()).toBe("busy");

    // Refused again: the wait doubles.
    FakeSocket.opened[1]?.refuse();
    act(() => vi.advanceTimersByTime(BUSY_RETRY_MS * 2 - 1));
    expect(FakeSocket.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.opened).toHaveLength(3);

    FakeSocket.opened[2]?.accept();
    expect(status()).toBe("live");
    const before = polls();
    act(() => vi.advanceTimersByTime(BUSY_POLL_INTERVAL_MS * 2));
    expect(polls()).toBe(before);
  });

  it("words the busy state on the badge", () => {
    render(<LiveIndicator status="busy" />);
    expect(screen.getByTestId("live-indicator").textContent).toBe(
      "접속자가 많아 잠시 후 다시 연결해요",
    );
  });

  it("stops for good when the room says the event was deleted", async () => {
    const { status } = await setup();
    FakeSocket.opened[0]?.accept();
    FakeSocket.opened[0]?.receive({ type: "deleted" });
    expect(status()).toBe("deleted");
    FakeSocket.opened[0]?.drop();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it("stops for good and reads the event once more when the room ends a former host's socket", async () => {
    const { invalidate } = await setup();
    FakeSocket.opened[0]?.accept();
    invalidate.mockClear();
    FakeSocket.opened[0]?.end();
    // One read, which shows the page that the event is no longer theirs (a 404).
    expect(invalidate).toHaveBeenCalledWith({ queryKey: eventKeys.publicView(EVENT) });
    const reads = invalidate.mock.calls.length;
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(FakeSocket.opened).toHaveLength(1);
    expect(invalidate.mock.calls.length).toBe(reads);
  });
});
