import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVE_BUSY_CLOSE_CODE } from "#contract/live-protocol";
import { LIVE_LIMITS } from "../../../worker/event-room/live/live";
import { API, api, newAddress, newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";

/** How a live socket's opening went: its first snapshot, or a close with its code. */
type Opened = { socket: WebSocket; outcome: "snapshot" | number };

/** Opens the event's live socket from `source` (CF-Connecting-IP), as a browser would. */
async function openLive(eventId: string, source: string, ticket?: string): Promise<Opened> {
  const query = ticket ? `?ticket=${encodeURIComponent(ticket)}` : "";
  const res = await exports.default.fetch(
    new Request(`${API}/events/${eventId}/live${query}`, {
      headers: { Upgrade: "websocket", "CF-Connecting-IP": source },
    }),
  );
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  const outcome = new Promise<Opened["outcome"]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("neither a snapshot nor a close")), 5000);
    socket.addEventListener("message", (event) => {
      clearTimeout(timer);
      if (JSON.parse(String(event.data)).type === "snapshot") resolve("snapshot");
    });
    socket.addEventListener("close", (event) => {
      clearTimeout(timer);
      resolve(event.code);
    });
  });
  socket.accept();
  return { socket, outcome: await outcome };
}

const closeAll = (opened: Opened[]) => {
  for (const { socket, outcome } of opened) if (outcome === "snapshot") socket.close(1000);
};

describe("GET /events/{id}/live keeps a bounded number of sockets", () => {
  it(`keeps ${LIVE_LIMITS.perSource} per source and closes the next with the busy code`, async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const source = newAddress();
    const opened: Opened[] = [];
    for (let i = 0; i < LIVE_LIMITS.perSource; i++) opened.push(await openLive(event.id, source));
    expect(opened.map((o) => o.outcome)).toEqual(opened.map(() => "snapshot"));

    const refused = await openLive(event.id, source);
    expect(refused.outcome).toBe(LIVE_BUSY_CLOSE_CODE);
    // Another address is not held back by it.
    const other = await openLive(event.id, newAddress());
    expect(other.outcome).toBe("snapshot");

    // A place given back is a place again.
    opened[0]?.socket.close(1000);
    let again: Opened | undefined;
    for (let turn = 0; turn < 50; turn++) {
      again = await openLive(event.id, source);
      if (again.outcome === "snapshot") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(again?.outcome).toBe("snapshot");
    closeAll([...opened.slice(1), other, ...(again ? [again] : [])]);
  });

  it(`keeps ${LIVE_LIMITS.public} public sockets per event, and the organiser's own past them`, async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const opened: Opened[] = [];
    // From many addresses, each under its own limit.
    let source = newAddress();
    for (let i = 0; i < LIVE_LIMITS.public; i++) {
      if (i % LIVE_LIMITS.perSource === 0) source = newAddress();
      opened.push(await openLive(event.id, source));
    }
    expect(opened.filter((o) => o.outcome === "snapshot")).toHaveLength(LIVE_LIMITS.public);

    expect((await openLive(event.id, newAddress())).outcome).toBe(LIVE_BUSY_CLOSE_CODE);

    const { ticket } = (await (
      await api(`/events/${event.id}/live-ticket`, { method: "POST", token: owner.token })
    ).json()) as { ticket: string };
    const organiser = await openLive(event.id, newAddress(), ticket);
    expect(organiser.outcome).toBe("snapshot");

    // Another event's room has its own places.
    const elsewhere = await createEvent(owner.token);
    const other = await openLive(elsewhere.id, newAddress());
    expect(other.outcome).toBe("snapshot");
    closeAll([...opened, organiser, other]);
  });
});
