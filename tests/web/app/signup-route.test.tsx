import { createMemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { routes } from "../../../web/app/routes";
import { json } from "../../support/web/http";

/**
 * A signed-in visitor who opens a host invitation's link (decision 0043) goes to the dashboard, as
 * from any guest page, and the invitation's token goes with them in this tab's storage for the
 * dashboard to take; the address keeps none of it.
 */

const TOKEN = "Invitation-token_0123456789abcdefghijklmnop";

afterEach(() => {
  history.replaceState(null, "", "/");
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function open(address: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(200, { data: [], count: 0 })),
  );
  history.replaceState(null, "", address);
  const router = createMemoryRouter(routes, { initialEntries: [address.split("#")[0] as string] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
  await vi.waitFor(() => expect(router.state.navigation.state).toBe("idle"), { timeout: 5000 });
  const where = router.state.location.pathname;
  router.dispose();
  return where;
}

it("keeps a signed-in visitor's host invitation for the dashboard", async () => {
  localStorage.setItem("access_token", "token");
  expect(await open(`/signup#host-invitation=${TOKEN}`)).toBe("/");
  expect(sessionStorage.getItem("host-invitation")).toBe(TOKEN);
});

it("keeps nothing from a link without an invitation, or one not a token", async () => {
  localStorage.setItem("access_token", "token");
  expect(await open("/signup")).toBe("/");
  expect(await open("/signup#host-invitation=short")).toBe("/");
  expect(sessionStorage.getItem("host-invitation")).toBeNull();
});

it("lets a visitor who is not signed in sign up", async () => {
  expect(await open(`/signup#host-invitation=${TOKEN}`)).toBe("/signup");
});
