import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { expect, type Mock, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsesForOrganiser } from "#contract/responses";
import { EventFormDialog } from "../../../web/features/organiser/components/event-form/event-form-dialog";
import { appSettingsQuery } from "../../../web/lib/app-settings";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "./http";

/** GET /utils/config's answer for an installation keeping personal data `retentionDays` days. */
export const appSettings = (retentionDays = 30) => ({
  feedback_form_url: null,
  support_email: null,
  retention_days: retentionDays,
});

/**
 * The organiser's event form, open on `event` (a new event when null), with the API answering
 * a read of the event's responses with `responses` (when given), of the installation's settings
 * with `settings` (already read, as the dashboard has them, unless `settingsRead` is false),
 * and every other call with `reply`, and, when given, the event's public view already cached as
 * the dashboard's live counts hold it. Returns the stubbed fetch, to read the calls made.
 */
export function renderEventForm(
  event: EventPublic | null,
  {
    reply,
    publicView,
    responses,
    settings = appSettings(),
    settingsRead = true,
  }: {
    reply: unknown;
    publicView?: EventPublicView;
    responses?: ResponsesForOrganiser;
    settings?: ReturnType<typeof appSettings>;
    settingsRead?: boolean;
  },
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes("/utils/config")) return json(200, settings);
    return responses && url.includes("/responses") ? json(200, responses) : json(200, reply);
  });
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (publicView) client.setQueryData(eventKeys.publicView(publicView.id), publicView);
  if (settingsRead) client.setQueryData(appSettingsQuery.queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <EventFormDialog open event={event} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return fetch;
}

/** The JSON body of the one create or update call made, once it is made. */
export async function sentBody(fetch: Mock) {
  const sent = () =>
    (fetch.mock.calls as [string, RequestInit | undefined][]).find(([, init]) => init?.body);
  await waitFor(() => expect(sent()).toBeDefined());
  return JSON.parse(String(sent()?.[1]?.body));
}
