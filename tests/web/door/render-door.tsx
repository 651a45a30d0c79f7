import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { ResponseAdmin } from "#contract/responses";
import { DoorPage } from "../../../web/features/organiser/door/door-page";
import { json } from "../../support/web/http";
import { list, statsOf } from "../../support/web/organiser";

/** A call the door page made: its method, path, query and body. */
export type Call = { method: string; path: string; search: string; body: unknown };

/**
 * The door page of `event`, signed in, the API answering with these responses and their stats;
 * a check-in call is answered by `answer` (the room's reply). Returns the calls made.
 */
export function renderDoor(
  event: EventPublic,
  responses: ResponseAdmin[],
  answer: (call: Call) => Response = () => json(500, {}),
  {
    removed = () => false,
    down = () => false,
  }: {
    /** Whether the reader is no longer a host: then the responses and stats answer 404. */
    removed?: () => boolean;
    /** Whether the network is down: then every call fails unanswered. */
    down?: () => boolean;
  } = {},
): Call[] {
  localStorage.setItem("access_token", "token");
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname: path, search } = new URL(request.url, "http://door.test");
      const text = await request.text();
      const call = { method: request.method, path, search, body: text ? JSON.parse(text) : null };
      calls.push(call);
      if (down()) throw new TypeError("Failed to fetch");
      if (path.endsWith("/live-ticket")) return json(200, { ticket: "t", expires_in: 60 });
      if (path.includes("check-in")) return answer(call);
      if (removed() && /\/(responses|stats)$/.test(path)) {
        return json(404, { detail: "Event not found", code: "event_not_found" });
      }
      if (path.endsWith("/responses")) return json(200, list(responses));
      if (path.endsWith("/stats")) return json(200, statsOf(responses));
      return json(200, event);
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[`/events/${event.id}/door`]}>
        <Routes>
          <Route path="/events/:eventId/door" element={<DoorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}
