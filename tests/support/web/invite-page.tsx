import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
// '내 응답', the page's lazy part, comes with this helper: no test's first wait for it then also
// waits for its modules' first transform, which takes seconds on a loaded machine.
import "../../../web/app/my-responses-with-channels";
import { Component as PublicEventPage } from "../../../web/app/routes/event-public";
import type { MyResponse } from "../../../web/features/invitee/my-responses/read";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "./http";
import { ToastDescriptions } from "./toasts";

/** A socket that never opens: the page stays with the snapshot the test gives it. */
class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

/** Every test of the calling file gets QuietSocket as its WebSocket, and its globals back after. */
export function withQuietSockets(): void {
  beforeEach(() => vi.stubGlobal("WebSocket", QuietSocket));
  afterEach(() => vi.unstubAllGlobals());
}

/** How the stubbed server answers a call: one reply (200) for every call, or per call. */
type Answer = object | ((url: URL, init: RequestInit) => Response);

/**
 * The invite page as the app renders it, from `view` (its snapshot cached, the live socket
 * left to the test; given only its `id`, nothing cached, so the page reads it), with `mine` as
 * this browser's responses and every call answered by `answer`; its toasts beside it (`toast`
 * test ids). Returns the stubbed fetch and the snapshot as the page holds it.
 */
export function renderInvitePage(
  view: EventPublicView | Pick<EventPublicView, "id">,
  mine: MyResponse[],
  answer: Answer,
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    typeof answer === "function"
      ? answer(new URL(String(input), "http://localhost"), init)
      : json(200, answer),
  );
  vi.stubGlobal("fetch", fetch);
  localStorage.setItem(`moim:my-responses:${view.id}`, JSON.stringify(mine));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if ("responses" in view) client.setQueryData(eventKeys.publicView(view.id), view);
  // A data router, as the app's: the page's route reads its action's data.
  const router = createMemoryRouter(
    [{ path: "/events/:eventId/public", Component: PublicEventPage }],
    { initialEntries: [`/events/${view.id}/public`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastDescriptions />
    </QueryClientProvider>,
  );
  return {
    fetch,
    cached: () => client.getQueryData<EventPublicView>(eventKeys.publicView(view.id)),
  };
}

/**
 * The first call made to an address containing `path` (with `method`, when given), once made:
 * its address, headers, body.
 */
export async function callTo(fetch: ReturnType<typeof vi.fn>, path: string, method?: string) {
  const made = () =>
    fetch.mock.calls.find(
      ([called, init]) =>
        String(called).includes(path) && (!method || (init?.method ?? "GET") === method),
    );
  await waitFor(() => expect(made()).toBeTruthy());
  const [url, init = {}] = made() as [string, RequestInit | undefined];
  return {
    url: new URL(url, "http://localhost"),
    method: init.method ?? "GET",
    headers: new Headers(init.headers),
    body: init.body ? JSON.parse(String(init.body)) : null,
  };
}
