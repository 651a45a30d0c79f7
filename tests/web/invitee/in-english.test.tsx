import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SIMPLE_PAGE_WORDING } from "../../../web/features/invitee/components/simple-participants-page";
import { checkProblem } from "../../../web/features/invitee/sending/response-checks";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { readIn } from "../../support/web/language";
import { renderMyResponses } from "../../support/web/my-responses";
import { question, savedChoices } from "../../support/web/questions";
import { publicResponse } from "../../support/web/responses";

/**
 * The invitee's pages read in English: the invite page, the simple participants page, '내 응답'
 * and the form's problems, each with the switch back to Korean where the page has its frame.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c49";
const MEAL = question("qmeal000001", "Lunch", "choice", {
  choices: savedChoices("Noodles", "Rice"),
  required: true,
});
const alex = publicResponse(1, "attending", { name: "Alex", guests: 1 });
const wen = publicResponse(2, "waiting", { name: "Wen" });

/** Two seats, both Alex's party's, Wen waiting; guests up to two, and one required question. */
const fullView = () =>
  publicViewOf([alex, wen], {
    id: EVENT,
    max_participants: 2,
    max_guests: 2,
    questions: [MEAL],
  });

/** The switch, as the page's frame shows it. */
const languageSwitch = () => screen.getByRole("navigation", { name: "Language" });

withQuietSockets();
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the invite page in English", () => {
  it("names the event's zone by its city, not by the Korean name the snapshot carries", async () => {
    readIn("en");
    document.body.innerHTML =
      (await renderPage(
        `https://moim.test/events/${EVENT}/public`,
        publicViewOf([], { id: EVENT, time_zone: "Europe/Berlin", time_zone_name: "베를린" }),
      )) ?? "";
    expect(screen.getByTestId("viewer-time").textContent).toBe("Berlin time");
  });

  it("says every part of the page in English, with the switch to Korean at its top", async () => {
    readIn("en");
    renderInvitePage(fullView(), [], {});

    const capacity = await screen.findByTestId("capacity");
    expect(capacity.textContent).toContain("Attending2 / 2(incl. 1 guest)");
    expect(screen.getByTestId("waiting-count").textContent).toBe("Waiting 1");
    expect(capacity.textContent).toContain(
      "The event is full. Sign up now to join the waiting list; when a seat frees up, the next in line gets it.",
    );
    expect(screen.getByTestId("add-to-calendar").textContent).toBe("Add to calendar");
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "None" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "1 guest" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "2 guests" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join waiting list" })).toBeTruthy();
    expect(screen.getByTestId("seat-hint").textContent).toBe(
      "The event is full. You'll join the waiting list and move to attending in order of sign-up. Can't come? No need to reply. Already replied? Change it to 'Not attending' with 'Edit'.",
    );
    expect(document.getElementById("participants-title")?.textContent).toBe("Guest list2");
    expect(within(screen.getByTestId("participant-list")).getAllByText("+1 guest")).toHaveLength(1);
    expect(
      screen.getByText(
        "You reply with just a name and a password. The password isn't stored on this device.",
      ),
    ).toBeTruthy();

    const choices = languageSwitch();
    expect(within(choices).getByText("English").getAttribute("aria-current")).toBe("true");
    expect(within(choices).getByRole("link", { name: "한국어" }).getAttribute("href")).toBe(
      "?lang=ko",
    );
  });

  it("says the form's problems in English", async () => {
    readIn("en");
    renderInvitePage(fullView(), [], {});
    await screen.findByTestId("question-fields");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), " alex ");
    await user.type(screen.getByLabelText("Password"), "1234");
    await user.click(screen.getByRole("button", { name: "Join waiting list" }));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(
      "That name is already taken. To change your reply, use 'Edit'.",
    );

    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Mina");
    await user.click(screen.getByRole("button", { name: "Join waiting list" }));
    const lunch = screen.getByRole("group", { name: /Lunch/ });
    expect(within(lunch).getByTestId("form-problem").textContent).toBe("Please answer");
    expect(within(lunch).getByTitle("Required")).toBeTruthy();
  });

  it("words the simple page's own problem in English", () => {
    readIn("en");
    expect(checkProblem("name_required", SIMPLE_PAGE_WORDING).text).toBe(
      "Enter your name and password.",
    );
  });
});

describe("the simple participants page in English", () => {
  it("as served: its form, its table and the switch as a plain link", async () => {
    readIn("en");
    document.body.innerHTML =
      (await renderPage(`https://moim.test/events/${EVENT}/participants`, fullView())) ?? "";

    expect(screen.getByTestId("attending-count").textContent).toBe(
      "Attending 2 / 2 (incl. 1 guest) · Waiting 1",
    );
    expect(screen.getByRole("link", { name: "See details on the invite page" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reply" })).toBeTruthy();
    for (const button of ["Add", "Edit", "Delete"]) {
      expect(screen.getByRole("button", { name: button })).toBeTruthy();
    }
    const table = screen.getByTestId("participants-table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Status", "Message", "Replied"]);
    expect(
      screen.getByText(
        "Tap a name to fill in the form above. Enter the password, then press Edit or Delete.",
      ),
    ).toBeTruthy();
    const korean = within(languageSwitch()).getByRole("link", { name: "한국어" });
    expect(korean.getAttribute("href")).toBe("?lang=ko");
  });
});

describe("'내 응답' in English", () => {
  it("says where a waiting party stands and who waits ahead", () => {
    readIn("en");
    const waiting = publicResponse(3, "waiting", { name: "Mina", guests: 1 });
    const { row } = renderMyResponses(waiting, { position: 2, peopleAhead: 3 });

    expect(screen.getByRole("heading", { name: "My replies" })).toBeTruthy();
    expect(within(row).getByText("+1 guest")).toBeTruthy();
    expect(within(row).getByTestId("queue-position").textContent).toBe("#2 in line");
    expect(
      within(row).getByText(
        "1 party (3 people) is waiting ahead of you. Keep this page open and we'll tell you right away.",
      ),
    ).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Change my reply: Mina" }).textContent).toBe(
      "Edit",
    );
    expect(within(row).getByRole("button", { name: "Cancel my reply: Mina" }).textContent).toBe(
      "Cancel",
    );
    expect(within(row).getByRole("button", { name: "My reply link" })).toBeTruthy();
  });

  it("offers a seat in English, with its two replies", () => {
    readIn("en");
    const offered = publicResponse(4, "offered", { name: "Mina" });
    const { row } = renderMyResponses(offered, { offers: true });

    expect(within(row).getByTestId("offer-deadline").textContent).toBe(
      "A seat is free! Confirm you're coming.",
    );
    expect(within(row).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Not coming" })).toBeTruthy();
  });
});
