import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResponseEmailDialog } from "../../../web/features/organiser/components/responses/response-email-dialog";
import { savedEvent } from "../../support/web/events";
import { readIn } from "../../support/web/language";
import {
  renderResponseList,
  renderResponsesPage,
  withFakeSockets,
} from "../../support/web/organiser";
import { CAR, MEAL, NOTE } from "../../support/web/questions";
import { adminResponse } from "../../support/web/responses";

/**
 * The organiser's responses page read in English: its header, stats, reminder line, question
 * summary, list with its badges and menus, and the dialogs it opens. Words another part words
 * (statuses, dates, guests) are left to its own tests.
 */

withFakeSockets();

const AT = "2030-03-02T00:00:00.000Z";
const minji = adminResponse("민지", "attending", 2, {
  channels: ["email"],
  confirmed_at: AT,
  checked_in_at: AT,
  checked_in_by: "Door",
  answers: { [MEAL.id]: "양식", [CAR.id]: true, [NOTE.id]: "Kim" },
});
const seojun = adminResponse("서준", "attending", 0, { answers: { [CAR.id]: false } });
const haneul = adminResponse("하늘", "waiting", 0, { answers: { [CAR.id]: false } });
const event = savedEvent({
  questions: [MEAL, CAR, NOTE],
  reminder_hours: 24,
  promotion: "offer",
  max_participants: 10,
  deadline_date: "2030-03-01T00:00:00.000Z",
});

describe("the responses page in English", () => {
  it("words its header, stats, reminder, questions and list in English", async () => {
    readIn("en");
    renderResponsesPage(event, [minji, seojun, haneul]);
    expect(await screen.findByRole("link", { name: "← My events" })).toBeTruthy();
    const actions = screen.getByTestId("responses-actions");
    expect(within(actions).getByRole("link", { name: "Check-in" })).toBeTruthy();
    expect(within(actions).getByRole("link", { name: "Open invite page ↗" })).toBeTruthy();
    expect(within(actions).getByRole("button", { name: "QR code" })).toBeTruthy();
    expect(await within(actions).findByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(screen.getByText(/ · Deadline /)).toBeTruthy();

    const stats = screen.getByRole("region", { name: "Response stats" });
    const titles = [...stats.querySelectorAll(".stat-title")].map((title) => title.textContent);
    expect(titles).toEqual(["Responses", "Attending", "Offered", "Waiting"]);
    await waitFor(() =>
      expect(within(stats).getByTestId("stat-checked-in").textContent).toBe("Checked in 3 / 4"),
    );
    expect(screen.getByTestId("reminder-summary").textContent).toBe(
      "Reminder: 1 confirmed · 0 no reply · 0 not reached",
    );

    expect(screen.getByRole("heading", { name: "Announce to attendees" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Answers to questions" })).toBeTruthy();
    const meal = screen.getByRole("listitem", { name: MEAL.label });
    // 민지 brings two guests: her answer counts for three seats.
    expect(within(meal).getByText("3 attending seats (guests included)")).toBeTruthy();
    expect(within(meal).getByText("(removed choice)")).toBeTruthy();
    const car = screen.getByRole("listitem", { name: CAR.label });
    expect(
      within(car).getByText("4 attending seats (guests included) · Also: Waiting 1"),
    ).toBeTruthy();
    expect(
      within(car)
        .getAllByTestId("tally-row")
        .map((row) => row.textContent),
    ).toEqual(["Yes3", "No1Also: Waiting 1"]);
    expect(
      within(screen.getByRole("listitem", { name: NOTE.label })).getByText("Show all"),
    ).toBeTruthy();

    expect(screen.getByRole("heading", { name: "Responses" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Responses" });
    const [first] = within(list).getAllByTestId("response-item");
    expect(within(first as HTMLElement).getByLabelText("Answers").textContent).toContain("Yes");
    expect(within(first as HTMLElement).getByTestId("reminder-state").textContent).toBe(
      "Confirmed",
    );
    expect(within(first as HTMLElement).getByTestId("check-in-mark").textContent).toMatch(
      /^Checked in · .+ · Door$/,
    );
  });

  it("offers mailing and deleting from a response's menu, asking before it deletes", async () => {
    readIn("en");
    renderResponsesPage(event, [minji]);
    const menu = await screen.findByRole("button", { name: "Actions for 민지" });
    const user = userEvent.setup();
    await user.click(menu);
    await user.click(screen.getByRole("button", { name: "Send email" }));
    const mail = await screen.findByRole("dialog", { name: "Send email" });
    await user.click(within(mail).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete response" }));
    const asked = await screen.findByRole("dialog", { name: "Delete response" });
    expect(asked.textContent).toContain("Delete this response?");
    expect(within(asked).getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(within(asked).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("tells a superuser it is someone else's event, in English", async () => {
    readIn("en");
    renderResponsesPage(event, [], {
      id: "00000000-0000-4000-8000-0000000000bb",
      is_superuser: true,
    });
    expect((await screen.findByTestId("read-only")).textContent).toBe(
      "Read only: someone else's event",
    );
    expect(await screen.findByText("No responses yet. Share the invite link.")).toBeTruthy();
  });
});

describe("the list's badges in English", () => {
  it("say who can be told, how an offer's notice went and what a reminder came to", () => {
    readIn("en");
    renderResponseList([
      adminResponse("Waiting, both", "waiting", 0, { channels: ["email", "push"] }),
      adminResponse("Waiting, none", "waiting", 0, { email_problem: "held" }),
      adminResponse("Offered", "offered", 0, {
        channels: ["push"],
        offer_notice: "failed",
        email_problem: "refused",
      }),
      adminResponse("Reminded", "attending", 1, { reminder: "failed", wrong_passwords_today: 1 }),
      adminResponse("Asked", "attending", 2, { reminder: "pending", wrong_passwords_today: 3 }),
    ]);
    const [both, none, offered, reminded, asked] = screen
      .getAllByTestId("response-item")
      .map((row) => within(row));
    expect(both?.getAllByTestId("response-reach").map((badge) => badge.textContent)).toEqual([
      "Notify: email",
      "Notify: push",
    ]);
    expect(both?.getByTestId("response-status").textContent).toMatch(/ #1$/);
    const nobody = none?.getByTestId("response-reach");
    expect(nobody?.textContent).toBe("No notifications");
    expect(nobody?.getAttribute("title")).toBe(
      "No email or push, so they can't be told when a seat frees up.",
    );
    expect(none?.getByTestId("email-problem").textContent).toBe("Verification queued");
    expect(none?.getByTestId("response-status").textContent).toMatch(/ #2$/);
    expect(offered?.getByTestId("email-problem").textContent).toBe("Email undeliverable");
    const notice = offered?.getByTestId("offer-notice");
    expect(notice?.textContent).toBe("Notice failed");
    expect(notice?.getAttribute("title")).toBe(
      "The seat offer notice didn't get through. Contact them directly.",
    );
    const unreached = reminded?.getByTestId("reminder-state");
    expect(unreached?.textContent).toBe("Not reached");
    expect(unreached?.getAttribute("title")).toContain("Contact them directly.");
    expect(reminded?.getByTestId("wrong-passwords").textContent).toBe("1 wrong password");
    expect(reminded?.getByTestId("response-guests").getAttribute("title")).toBe(
      "Bringing 1 guest (2 in all)",
    );
    expect(asked?.getByTestId("reminder-state").textContent).toBe("Reminded · no reply");
    expect(asked?.getByTestId("wrong-passwords").textContent).toBe("3 wrong passwords");
    expect(asked?.getByTestId("response-guests").getAttribute("title")).toBe(
      "Bringing 2 guests (3 in all)",
    );
  });
});

describe("the mail dialog in English", () => {
  it("says where the mail goes, the name standing out, and counts characters", async () => {
    readIn("en");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ResponseEmailDialog
          eventId={event.id}
          response={adminResponse("하늘", "waiting", 0, { channels: ["email"] })}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Send email" });
    expect(dialog.textContent).toContain(
      "Goes to the email address 하늘 verified for notices. You won't see the address.",
    );
    expect(within(dialog).getByText("하늘").className).toContain("font-semibold");
    expect(within(dialog).getByLabelText("Message")).toBeTruthy();
    expect(within(dialog).getByTestId("email-count").textContent).toBe("0 / 500");
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeTruthy();
  });
});
