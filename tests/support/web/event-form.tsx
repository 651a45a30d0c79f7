import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { expect, type Mock, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import { EventFormDialog } from "../../../web/features/organiser/components/event-form/event-form-dialog";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "./http";

/**
 * The organiser's event form, open on `event` (a new event when null), with the API answering
 * every call with `reply` and, when given, the event's public view already cached as the
 * dashboard's live counts hold it. Returns the stubbed fetch, to read the calls made.
 */
export function renderEventForm(
  event: EventPublic | null,
  { reply, publicView }: { reply: unknown; publicView?: EventPublicView },
) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, reply));
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (publicView) client.setQueryData(eventKeys.publicView(publicView.id), publicView);
  render(
    <QueryClientProvider client={client}>
      <EventFormDialog open event={event} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return fetch;
}

/** The JSON body of the one create or update call made, once it is made. */
export async function sentBody(fetch: Mock) {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [, init] = fetch.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}
