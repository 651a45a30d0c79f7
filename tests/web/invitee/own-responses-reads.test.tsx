import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseStatus } from "#contract/responses";
import { useOwnResponses } from "../../../web/features/invitee/hooks/use-own-responses";
import type { MyResponse } from "../../../web/features/invitee/my-responses/read";
import { json } from "../../support/web/http";
import { publicViewOf, underGuestList } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

/** Fake time passes, and React renders what it brought (its scheduler runs outside the fake clock). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * How often an open invite page reads its own responses when the snapshot lists nobody
 * (guest_list count or hidden, decision 0041): a rush is hundreds of revisions on hundreds of open
 * pages, so only a response others can move (waiting, offered) is read again as the event
 * changes, and then at most once per 5 s; one attending is read when the page opens.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c37";
const KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";

const viewAt = (revision: number): EventPublicView => ({
  ...underGuestList(publicViewOf([], { id: EVENT, max_participants: 2 }), "hidden"),
  revision,
});

function openPage(status: ResponseStatus) {
  const response = publicResponse(1, status, { name: "은하수별" });
  const fetch = vi.fn(async () =>
    json(200, {
      response,
      waiting_position: null,
      notify: { email: null, email_verified: false, push: false },
    }),
  );
  vi.stubGlobal("fetch", fetch);
  const mine: MyResponse[] = [{ id: response.id, name: "은하수별", status, revision: 1, key: KEY }];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const page = renderHook(({ view }) => useOwnResponses(EVENT, view, mine), {
    wrapper,
    initialProps: { view: viewAt(1) },
  });
  const reads = () => fetch.mock.calls.length;
  /** The event changes `times` times, 100 ms apart (a rush as the live socket delivers it). */
  const rush = async (from: number, times: number) => {
    for (let revision = from; revision < from + times; revision++) {
      page.rerender({ view: viewAt(revision) });
      await pass(100);
    }
  };
  return { page, reads, rush, id: response.id };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reading one's own responses through their key, under hidden", () => {
  it("reads an attending response when the page opens, and not again through a rush", async () => {
    const { page, reads, rush, id } = openPage("attending");
    await pass(0);
    expect(reads()).toBe(1);
    expect(page.result.current.get(id)?.seen).toBe(true);
    await rush(2, 50);
    await pass(10_000);
    expect(reads()).toBe(1);
  });

  it("reads a waiting response again as the event changes, at most once per 5 s", async () => {
    const { reads, rush } = openPage("waiting");
    await pass(0);
    expect(reads()).toBe(1);
    // 50 revisions in 5 s: one more read, at the end of the wait, not 50.
    await rush(2, 50);
    await pass(1_000);
    expect(reads()).toBe(2);
    // Quiet afterwards: nothing more to read.
    await pass(20_000);
    expect(reads()).toBe(2);
    // The next change, well after the last read, is read once.
    await rush(52, 1);
    await pass(1_000);
    expect(reads()).toBe(3);
  });
});
