import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteResponse } from "../../../web/features/invitee/api/response-calls";

afterEach(() => vi.unstubAllGlobals());

describe("the invitee's cancel call", () => {
  it("sends the name and password in a JSON body, never in the address", async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: "Response deleted.", promoted: [], offered: [] }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const eventId = "00000000-0000-4000-8000-0000000000aa";
    await deleteResponse(eventId, "김민준", "secret-pass");

    expect(fetch).toHaveBeenCalledTimes(1);
    const [input, init] = fetch.mock.calls[0];
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    expect(url.pathname).toBe(`/api/v1/events/${eventId}/delete`);
    expect(url.search).toBe("");
    const request = input instanceof Request ? input : new Request(url, init);
    expect(request.method).toBe("DELETE");
    expect(await request.json()).toEqual({ name: "김민준", password: "secret-pass" });
  });
});
