import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { API, api } from "./api";

/**
 * Live sockets (GET /events/{id}/live) as a page or the organiser's screen opens them, with
 * every message they got: one helper for every test that listens.
 */

/** A public live socket (GET /events/{id}/live) and every message it got, parsed. */
export interface LiveSocket {
  socket: WebSocket;
  /** Every message as sent, in order. */
  texts: string[];
  /** The first message (already received or still to come) that matches, within 5 s. */
  next(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

export async function openLive(eventId: string, ticket?: string): Promise<LiveSocket> {
  const query = ticket ? `?ticket=${encodeURIComponent(ticket)}` : "";
  const res = await exports.default.fetch(
    new Request(`${API}/events/${eventId}/live${query}`, { headers: { Upgrade: "websocket" } }),
  );
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  socket.accept();
  const texts: string[] = [];
  const listeners = new Set<() => void>();
  socket.addEventListener("message", (event) => {
    texts.push(String(event.data));
    for (const listener of [...listeners]) listener();
  });
  const next = (match: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < texts.length; seen++) {
          const message = JSON.parse(texts[seen] ?? "null") as Record<string, unknown>;
          if (match(message)) {
            clearTimeout(timer);
            listeners.delete(check);
            return resolve(message);
          }
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching message in ${texts.length}: ${texts.at(-1)}`));
      }, 5000);
      listeners.add(check);
      check();
    });
  return { socket, texts, next };
}

/** The organiser's live socket for an event (a ticket from POST /live-ticket). */
export async function openOrganiserLive(token: string, eventId: string) {
  const res = await api(`/events/${eventId}/live-ticket`, { method: "POST", token });
  expect(res.status).toBe(200);
  const { ticket } = (await res.json()) as { ticket: string };
  return openLive(eventId, ticket);
}

/** The close code a socket gets, once it is closed (a failure if it stays open 5 s). */
export const closed = (socket: WebSocket) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the socket stayed open 5 s")), 5000);
    socket.addEventListener("close", (event) => {
      clearTimeout(timer);
      resolve(event.code);
    });
  });
