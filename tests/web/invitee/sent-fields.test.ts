import { describe, expect, it } from "vitest";
import { responseCall } from "#contract/response-call";
import { answerOf } from "../../../web/features/invitee/sending/answer-request";

/**
 * The request a form's fields make (answerOf, from SENT_FIELDS) and the API call it becomes
 * (responseCall): each field under the API's name, those that send nothing left out.
 */

const event = {
  responses: [{ name: "서연", status: "attending", guests: 0 }],
  allow_duplicate: false,
  max_guests: 2,
  guest_list: "names",
  questions: [],
} as never;
const choices = [{ value: "attending", label: "참석" }] as never;

const posted = (fields: Record<string, string>) => new URLSearchParams(fields);
const requestOf = (fields: Record<string, string>, mode: "new" | "edit", known = event) => {
  const asked = answerOf(posted(fields), mode, known, choices, { keyFor: () => "attempt-1" });
  if (!("request" in asked)) throw new Error(asked.problem.text);
  if (asked.request.action === "delete") throw new Error("a form with fields asked to cancel");
  return asked.request;
};

describe("the forms' fields as the API takes them", () => {
  it("sends a sign-up's fields under the API's names, trimmed, and nothing for empty ones", () => {
    const request = requestOf(
      {
        name: " 민지 ",
        password: "pass1",
        status: "attending",
        message: "  늦어요 ",
        guests: "1",
        notify_email: " minji@example.com ",
      },
      "new",
    );
    expect(responseCall(request)).toEqual({
      route: "submit",
      idempotencyKey: "attempt-1",
      json: {
        name: "민지",
        password: "pass1",
        status: "attending",
        message: "늦어요",
        guests: 1,
        notify_email: "minji@example.com",
        answers: undefined,
        new_password: undefined,
      },
    });
    const bare = responseCall(requestOf({ name: "민지", password: "pass1" }, "new"));
    expect(JSON.parse(JSON.stringify(bare.json))).toEqual({
      name: "민지",
      password: "pass1",
      status: "attending",
      guests: 0,
    });
  });

  it("keeps what a change leaves empty, and sends a new password only with a change", () => {
    const change = responseCall(
      requestOf({ name: "서연", password: "pass1", guests: "2", new_password: "pass22" }, "edit"),
    );
    expect(change).toMatchObject({ route: "modify", name: "서연" });
    expect(JSON.parse(JSON.stringify(change.json))).toEqual({
      password: "pass1",
      status: "attending",
      guests: 2,
      new_password: "pass22",
    });
    const signUp = responseCall(
      requestOf({ name: "민지", password: "pass1", new_password: "x" }, "new"),
    );
    expect(signUp.json).toMatchObject({ new_password: undefined });
  });

  it("sends no guests for an event that takes none: a change keeps the response's", () => {
    const none = { ...(event as object), max_guests: 0 } as never;
    const change = responseCall(
      requestOf({ name: "서연", password: "pass1", guests: "3" }, "edit", none),
    );
    expect(change.json).toMatchObject({ guests: undefined });
  });

  it("marks a change that asks for more guests, so a refusal for seats is about them", () => {
    const request = requestOf({ name: "서연", password: "pass1", guests: "1" }, "edit");
    expect(request).toMatchObject({ action: "modify", moreGuests: true });
  });
});
