import { describe, expect, it, vi } from "vitest";
import { keptTogether } from "../../../web/features/organiser/components/responses/kept-queries";

const query = (over: Partial<Parameters<typeof keptTogether>[0][number]> = {}) => ({
  isError: false,
  data: { ok: true } as unknown,
  dataUpdatedAt: 1_000,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

describe("the responses page's queries read as one for the stale notice", () => {
  it("is stale when any query kept data through a failed fetch, as old as the oldest", () => {
    const kept = keptTogether(
      [query(), query({ isError: true, dataUpdatedAt: 500 }), query({ isError: true })],
      () => {},
    );
    expect(kept.isError).toBe(true);
    expect(kept.data).toBeDefined();
    expect(kept.dataUpdatedAt).toBe(500);
  });

  it("is not stale when the failed query never had data (the error state shows instead)", () => {
    const kept = keptTogether([query(), query({ isError: true, data: undefined })], () => {});
    expect(kept.data).toBeUndefined();
    expect(kept.isError).toBe(false);
  });

  it("is fetching while any of them is", () => {
    expect(keptTogether([query(), query({ isFetching: true })], () => {}).isFetching).toBe(true);
  });
});
