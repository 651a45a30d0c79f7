import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { useOpenedByLink } from "../../../web/features/invitee/hooks/use-opened-by-link";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const KEY = "k".repeat(43);
const PAGE = `/events/${EVENT}/public`;
const RESPONSE: ResponsePublic = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "지우",
  status: "attending",
  message: null,
  guests: 0,
  offer_expires_at: null,
  offer_lapsed_at: null,
  created_at: "2026-05-01T10:00:00.000Z",
};

const opened = () => Response.json({ response: RESPONSE, waiting_position: null }, { status: 200 });
const refused = () =>
  Response.json(
    { detail: "This personal link no longer opens a response", code: "response_link_invalid" },
    { status: 404 },
  );

/** The page's use of the hook: what it opened, and for whom. */
function Probe({ edit }: { edit: (response: ResponsePublic) => void }) {
  const linked = useOpenedByLink(EVENT, edit);
  return <p data-testid="linked">{linked ? `${linked.name}:${linked.key}` : "none"}</p>;
}

/**
 * Opens the page at `address` with the calls answered by `answer`, as a load of the tab's
 * current history entry would: a reload keeps the entry's state.
 */
async function open(address: string, answer: () => Response) {
  history.replaceState(history.state, "", address);
  const fetch = vi.fn(async (..._args: unknown[]) => answer());
  vi.stubGlobal("fetch", fetch);
  const edit = vi.fn();
  const view = render(<Probe edit={edit} />);
  return { fetch, edit, view };
}

/** The key each call carried, in its X-Response-Key header. */
const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input, init]) => {
    const headers = new Headers(
      (init as RequestInit | undefined)?.headers ?? (input as Request).headers,
    );
    return headers.get("X-Response-Key");
  });

describe("a personal link's key leaves the address bar once read", () => {
  beforeEach(() => history.replaceState(null, "", "/"));
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, "", "/");
  });

  it("takes the key out of the address, keeping path, query and history state", async () => {
    const state = { idx: 3, key: "router" };
    history.pushState(state, "", `${PAGE}?list=all#key=${KEY}`);
    const fetch = vi.fn(async (..._args: unknown[]) => opened());
    vi.stubGlobal("fetch", fetch);
    const edit = vi.fn();
    render(<Probe edit={edit} />);
    // Gone at once, before the room has answered.
    expect(location.hash).toBe("");
    expect(location.href).not.toContain(KEY);
    expect(`${location.pathname}${location.search}`).toBe(`${PAGE}?list=all`);
    // The router's own state stays; the key is kept beside it, for a reload.
    expect(history.state).toEqual({ ...state, responseKey: KEY });
    await waitFor(() => expect(screen.getByTestId("linked").textContent).toBe(`지우:${KEY}`));
    expect(edit).toHaveBeenCalledWith(RESPONSE);
    expect(keysSent(fetch)).toEqual([KEY]);
  });

  it("opens the response again on a reload of the cleaned address, in the same tab", async () => {
    const first = await open(`${PAGE}#key=${KEY}`, opened);
    await waitFor(() => expect(first.edit).toHaveBeenCalled());
    first.view.unmount();
    expect(location.href).not.toContain(KEY);

    const reload = await open(location.pathname, opened);
    await waitFor(() => expect(screen.getByTestId("linked").textContent).toBe(`지우:${KEY}`));
    expect(reload.edit).toHaveBeenCalledWith(RESPONSE);
    expect(keysSent(reload.fetch)).toEqual([KEY]);
    // Never where other visits or tabs read: only this page's history entry keeps it.
    expect(JSON.stringify({ ...localStorage })).not.toContain(KEY);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(KEY);
  });

  it("forgets a key that opens nothing any more", async () => {
    const first = await open(`${PAGE}#key=${KEY}`, refused);
    await waitFor(() => expect(first.fetch).toHaveBeenCalled());
    await waitFor(() => expect(JSON.stringify(history.state)).not.toContain(KEY));
    expect(location.href).not.toContain(KEY);
    first.view.unmount();

    const reload = await open(PAGE, opened);
    await Promise.resolve();
    expect(reload.fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId("linked").textContent).toBe("none");
  });

  it("leaves other fragments alone", async () => {
    const page = await open(`${PAGE}#participants`, opened);
    await Promise.resolve();
    expect(location.hash).toBe("#participants");
    expect(page.fetch).not.toHaveBeenCalled();
  });
});
