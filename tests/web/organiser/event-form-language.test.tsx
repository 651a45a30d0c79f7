import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublic } from "#contract/events";
import type { Language } from "#i18n/language";
import {
  emptyEventForm,
  toEventBody,
  toFormValues,
} from "../../../web/features/organiser/components/event-form/event-form-schema";
import { renderEventForm, sentBody } from "../../support/web/event-form";
import { savedEvent } from "../../support/web/events";
import { publicViewOf } from "../../support/web/invite";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * The event's language: the invite page's for a reader whose browser names none of ours, and
 * its link preview's. A new event starts in the language its organiser reads; an edit shows the
 * event's own.
 */
const EVENT = "0b5c2d9e-1111-4222-8333-444455556677";

const saved = (language: Language) =>
  savedEvent({
    id: EVENT,
    event_date: "2030-04-20T02:00:00.000Z",
    title: "Book club",
    language,
  });

const renderDialog = (event: EventPublic | null) =>
  renderEventForm(event, {
    reply: { ...saved("en"), message: "ok", promoted: [], offered: [] },
    publicView: publicViewOf([], { ...saved("en"), revision: 1 }),
  });

const choice = (group: string, name: string) =>
  within(screen.getByRole("group", { name: group })).getByRole("radio", {
    name,
  }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe("the event form's language", () => {
  it("offers each language named in itself, the reader's own chosen for a new event", () => {
    renderDialog(null);
    expect(choice("모임 언어", "한국어").checked).toBe(true);
    expect(choice("모임 언어", "English").checked).toBe(false);
  });

  it("starts a new event in English for an organiser reading English, and sends it", async () => {
    readIn("en");
    const fetch = renderDialog(null);
    expect(choice("Event language", "English").checked).toBe(true);
    expect(screen.getByText("한국어").getAttribute("lang")).toBe("ko");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title *"), "Book club");
    await user.type(screen.getByLabelText("Date and time *"), "2030-04-20T11:00");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect((await sentBody(fetch)).language).toBe("en");
  });

  it("says what the language decides", () => {
    readIn("en");
    renderDialog(null);
    const group = screen.getByRole("group", { name: "Event language" });
    const help = document.getElementById(group.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toBe(
      "Readers whose browser language we don't offer see the invite page in this language. Its link preview uses it too.",
    );
  });

  it("shows an event's own language when editing, whatever the reader's, and sends a change", async () => {
    readIn("en");
    const fetch = renderDialog(saved("ko"));
    expect(screen.getByRole("heading", { name: "Edit event" })).toBeTruthy();
    expect(choice("Event language", "한국어").checked).toBe(true);
    const user = userEvent.setup();
    await user.click(choice("Event language", "English"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await sentBody(fetch)).language).toBe("en");
  });

  it("round-trips both languages through the form's values", () => {
    for (const language of ["ko", "en"] as const) {
      const form = toFormValues(saved(language));
      expect(form.language).toBe(language);
      expect(toEventBody(form).language).toBe(language);
    }
    readIn("en");
    expect(toEventBody(emptyEventForm()).language).toBe("en");
  });
});

describe("the event form in English", () => {
  it("names every field in English", () => {
    readIn("en");
    renderDialog(null);
    expect(screen.getByRole("heading", { name: "New event" })).toBeTruthy();
    for (const label of [
      "Title *",
      "Description",
      "Location",
      "Time zone *",
      "Date and time *",
      "RSVP deadline",
      "Maximum attendees",
      "Guests",
      "Reminder",
      "Reminder message",
      "Contact",
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText("Allow duplicate responses")).toBeTruthy();
    expect(choice("Guest list", "Names").checked).toBe(true);
    const guests = screen.getByLabelText("Guests") as HTMLSelectElement;
    expect([...guests.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      "None",
      "Up to 1 guest",
      "Up to 2 guests",
    ]);
    const reminder = screen.getByLabelText("Reminder") as HTMLSelectElement;
    expect([...reminder.options].map((option) => option.textContent)).toEqual([
      "Don't send",
      "1 hour before",
      "3 hours before",
      "1 day before",
      "2 days before",
      "1 week before",
    ]);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("words the rules' problems in English beside their fields, and sends nothing", async () => {
    readIn("en");
    const fetch = renderDialog(saved("en"));
    const user = userEvent.setup();
    const max = screen.getByLabelText("Maximum attendees");
    await user.clear(max);
    await user.type(max, "100001");
    await user.clear(screen.getByLabelText("Title *"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The maximum can't be more than 100 thousand.")).toBeTruthy();
    expect(screen.getByText("Enter a title.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the spec's English words for a missing title or date", async () => {
    readIn("en");
    renderDialog(null);
    render(<ToastDescriptions />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create" }));
    const toasts = await screen.findAllByTestId("toast");
    expect(toasts.map((toast) => toast.textContent)).toContain("title and event date are required");
    expect(screen.getByText("Enter the event's date and time.")).toBeTruthy();
  });

  it("offers freed seats with the hours in words, and asks questions in English", async () => {
    readIn("en");
    renderDialog(saved("en"));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Maximum attendees"), "10");
    await user.click(choice("Filling freed seats", "Offer the seat"));
    const hours = screen.getByLabelText("Hours to confirm");
    await user.clear(hours);
    await user.type(hours, "1");
    expect(
      screen.getByText(
        "When a seat frees up, it's offered to the first person waiting. If they don't confirm within 1 hour, it goes to the next.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add question" }));
    // The card's heading, and the preview's stand-in for a question not yet typed.
    expect(screen.getAllByText("Question 1")).toHaveLength(2);
    const kind = screen.getByLabelText("Answer type") as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual([
      "Short answer",
      "Pick one",
      "Yes / no",
    ]);
    await user.selectOptions(kind, "choice");
    expect(screen.getByLabelText("Option 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove question 1" })).toBeTruthy();
  });
});
