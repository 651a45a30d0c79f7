import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKMARK_HEADER } from "#contract/bookmark";
import { api, unwrap } from "../../../web/lib/api-client";
import { json } from "../../support/web/http";

/** A 200 answer carrying D1's bookmark when given one. */
const reply = (body: unknown, bookmark?: string) =>
  json(200, body, bookmark ? { [BOOKMARK_HEADER]: bookmark } : {});

const sentBookmark = (call: unknown[]) =>
  new Headers((call[1] as RequestInit).headers).get(BOOKMARK_HEADER);

afterEach(() => vi.unstubAllGlobals());

describe("the API client keeps D1's bookmark", () => {
  it("sends back the newest bookmark it was given, so reads see this tab's writes", async () => {
    const answers = [
      reply({ data: [], count: 0 }, "00000001-00000000-00000010"),
      reply({ data: [], count: 0 }, "00000001-00000000-00000020"),
      // An older bookmark (a slower replica's answer) does not take its place.
      reply({ data: [], count: 0 }, "00000001-00000000-00000015"),
      reply({ data: [], count: 0 }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal("fetch", fetch);
    for (let i = 0; i < 4; i++) await unwrap(api.events.$get({ query: {} }));
    expect(fetch.mock.calls.map(sentBookmark)).toEqual([
      null,
      "00000001-00000000-00000010",
      "00000001-00000000-00000020",
      "00000001-00000000-00000020",
    ]);
  });
});
