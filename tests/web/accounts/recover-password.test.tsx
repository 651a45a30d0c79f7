import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecoverPasswordPage } from "../../../web/features/auth/components/recover-password-page";
import { json } from "../../support/web/http";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * The server answers an address with no account as it answers a registered one, so the page
 * must not claim a mail was sent: it says the server's sentence, true in both cases.
 */

const ANSWER = "If that email is registered, we sent a password recovery link";
let paths: string[] = [];

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      paths.push(new URL(request.url, "http://x").pathname);
      return json(200, { message: ANSWER });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the password recovery page", () => {
  it("says the server's sentence, not that a mail was sent, and clears the form", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RecoverPasswordPage />
        </MemoryRouter>
        <ToastDescriptions />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), " Nobody@Example.com ");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.queryAllByTestId("toast").map((toast) => toast.textContent)).toEqual([ANSWER]),
    );
    expect(paths).toEqual(["/api/v1/password-recovery/nobody@example.com"]);
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "");
  });
});
