import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { PollOption, PollPublicView, PollVoter } from "#contract/polls";
import { Component as PollPublicPage } from "../../../web/app/routes/poll-public";
import { pollKeys } from "../../../web/features/polls/voting/poll-query";
import { type ApiCall, fakeApi } from "./http";

/** A poll's date with its counts: 19:00 on a December day, in UTC, unless said otherwise. */
export function pollOption(day: number, counts: Partial<PollOption> = {}): PollOption {
  return {
    id: crypto.randomUUID(),
    starts_at: `2026-12-${String(day).padStart(2, "0")}T10:00:00Z`,
    ends_at: null,
    yes: 0,
    maybe: 0,
    no: 0,
    ...counts,
  };
}

/** An open poll in Korea's time with three dates and nobody's vote yet. */
export function pollView(fields: Partial<PollPublicView> = {}): PollPublicView {
  return {
    id: crypto.randomUUID(),
    title: "송년회 날짜",
    description: null,
    location: null,
    time_zone: "Asia/Seoul",
    deadline: null,
    voter_list: "names",
    language: "ko",
    options: [pollOption(18), pollOption(19), pollOption(20)],
    voters: [] as PollVoter[],
    voter_count: 0,
    closed_at: null,
    erased_at: null,
    event_id: null,
    chosen_option_id: null,
    version: 1,
    ...fields,
  };
}

/** Sockets the page opened, to send them the poll's messages. */
export const sockets: FakeSocket[] = [];

export class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    sockets.push(this);
  }
  send() {}
  close() {}
  /** The poll's live message, as the poll's live object sends it. */
  deliver(poll: PollPublicView) {
    this.onmessage?.({ data: JSON.stringify({ type: "poll", poll }) });
  }
}

/** Every test of the calling file gets FakeSocket as its WebSocket, and its globals back after. */
export function withFakeSockets(): void {
  beforeEach(() => {
    sockets.length = 0;
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * The poll page as the app renders it from `view` (cached, as the Worker's inline view is),
 * every call answered by `answer` (the API's 404 where it gives nothing). Returns the calls made,
 * the view as the page holds it, and how many of its reads are still under way.
 */
export function renderPollPage(
  view: PollPublicView,
  answer: (call: ApiCall) => Response | undefined = () => undefined,
) {
  const api = fakeApi(answer);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(pollKeys.publicView(view.id), view);
  const router = createMemoryRouter([{ path: "/polls/:pollId", Component: PollPublicPage }], {
    initialEntries: [`/polls/${view.id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    calls: api.calls,
    cached: () => client.getQueryData<PollPublicView>(pollKeys.publicView(view.id)),
    fetching: () => client.isFetching(),
  };
}
