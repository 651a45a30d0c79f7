import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutPage } from "../../../web/features/about/about-page";
import { readIn } from "../../support/web/language";

/** The landing page, its screenshots and its viewer, for a reader who reads English. */

function renderAbout() {
  render(
    <MemoryRouter initialEntries={["/about"]}>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe("/about in English", () => {
  it("words its sections, its tables and its ways in", () => {
    readIn("en");
    renderAbout();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Plan gatherings with ease,know exactly who's coming",
    );
    expect(
      screen.getByRole("heading", { name: "Everything you need to run a gathering" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Easy attendance" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Share the invite link" })).toBeTruthy();
    expect(screen.getByText("Completely free")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get started" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up free" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See features" })).toBeTruthy();
    // The switch, in the footer, offers Korean.
    expect(screen.getByRole("link", { name: "한국어" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("모임 만들기");
  });

  it("captions its screenshots, and the viewer speaks English too", async () => {
    readIn("en");
    renderAbout();
    const gallery = screen.getByRole("list", { name: "A look at the screens" });
    expect(within(gallery).getByText("Invite page")).toBeTruthy();
    expect(within(gallery).getByRole("img", { name: "My events screen" })).toBeTruthy();
    await userEvent
      .setup()
      .click(within(gallery).getByRole("button", { name: "Enlarge the Invite page screen" }));
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "‹ Previous" })).toBeTruthy();
  });

  it("stays Korean for a Korean reader", () => {
    renderAbout();
    expect(screen.getByRole("heading", { name: "모임 관리에 필요한 모든 것" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "English" })).toBeTruthy();
  });
});
