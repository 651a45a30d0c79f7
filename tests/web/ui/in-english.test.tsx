import { render, screen } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthLayout } from "../../../web/components/layouts/auth-layout";
import { ConfirmDialog } from "../../../web/components/ui/confirm-dialog";
import { LiveIndicator } from "../../../web/components/ui/live-indicator";
import { NotFound } from "../../../web/components/ui/not-found";
import { OverCapacityBadge } from "../../../web/components/ui/over-capacity-badge";
import { PageError } from "../../../web/components/ui/page-error";
import { Pagination } from "../../../web/components/ui/pagination";
import { RootError } from "../../../web/components/ui/root-error";
import { StaleNotice } from "../../../web/components/ui/stale-notice";
import { ThemeToggle } from "../../../web/components/ui/theme-toggle";
import { readIn } from "../../support/web/language";

/** The shared pieces of every screen, for a reader who reads English. */

const noop = () => {};

/** A page that breaks while drawing. */
function Broken(): never {
  throw new Error("broken");
}

describe("shared UI in English", () => {
  it("pagination", () => {
    readIn("en");
    render(<Pagination page={2} pageCount={3} onChange={noop} />);
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });

  it("the not-found page, with the switch offering Korean", () => {
    readIn("en");
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Oops!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go Back" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "한국어" })).toBeTruthy();
  });

  it("the account pages' frame, with the switch", () => {
    readIn("en");
    render(
      <MemoryRouter>
        <AuthLayout title="Log in">form</AuthLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "About Moim RSVP" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Language" })).toBeTruthy();
  });

  it("a page that broke, and the last resort", async () => {
    readIn("en");
    const router = createMemoryRouter([
      {
        path: "/",
        Component: Broken,
        ErrorBoundary: PageError,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Something went wrong showing this screen")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" })).toBeTruthy();
    render(<RootError />);
    expect(screen.getByText("Check your connection and try again.")).toBeTruthy();
  });

  it("the live badge, the over-capacity badge and the stale notice", async () => {
    readIn("en");
    render(
      <>
        <LiveIndicator status="offline" />
        <OverCapacityBadge attending={12} max={10} />
        <StaleNotice
          query={{
            isError: true,
            data: [],
            dataUpdatedAt: Date.UTC(2026, 10, 29, 10, 5),
            isFetching: false,
            refetch: noop,
          }}
        />
      </>,
    );
    const live = await screen.findByTestId("live-indicator");
    expect(live.textContent).toBe("Reconnecting");
    expect(live.getAttribute("title")).toBe("Disconnected: refreshing every 5 seconds");
    expect(screen.getByTestId("over-capacity").textContent).toBe("2 over capacity");
    const stale = screen.getByTestId("stale-notice").textContent;
    expect(stale).toMatch(/^Can't reach the server: showing what was received at \d{1,2}:05/);
    expect(stale).toMatch(/[AP]M/);
  });

  it("the confirm dialog's cancel and the theme toggle", () => {
    readIn("en");
    render(
      <>
        <ConfirmDialog
          open
          title="Sure?"
          body=""
          confirmLabel="Delete"
          onConfirm={noop}
          onClose={noop}
        />
        <ThemeToggle />
      </>,
    );
    expect(screen.getByRole("button", { name: "Cancel", hidden: true })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Toggle colour mode" })).toBeTruthy();
  });
});
