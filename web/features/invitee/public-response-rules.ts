/**
 * The invitee's rules in the page's words: the rules themselves are the contract's
 * (#contract/response-rules, zod-free so the invite page ships without a validation library);
 * this file labels the statuses the forms offer and names the shapes they share. What runs
 * only once someone presses a button (checks, refusals, replies) is in sending/.
 */

import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import {
  type FieldProblem,
  type FormMode,
  fitsNow,
  nameKey,
  type RequestedStatus,
  type ResponseAction,
  type ResponseField,
  seatsOf,
  statusChoices,
} from "#contract/response-rules";
import type { ResponseStatus } from "#contract/responses";
import { m } from "#messages";
import { networkErrorText } from "../../lib/network-text";
import { STATUS_LABELS } from "../../lib/response-status";

export type { FormMode, ResponseAction, ResponseField };

/** The form's checks against the list it shows, before anything is sent. */
export type ListProblem = "name_taken" | "name_unknown";

/** A page's own words for some problems (messages, called when the problem is said). */
export type Wording = Partial<Record<FieldProblem | ListProblem, () => string>>;

/** A question's field: `answers.` and the question's id, as the plain form posts it. */
export type AnswerField = `answers.${string}`;

/**
 * A problem as the form shows it: the words, and the field marked (none for the whole form);
 * a check's says its code, which a posted form's reply answers with the API's status for.
 */
export type FormProblem = {
  text: string;
  field: ResponseField | AnswerField | null;
  code?: FieldProblem | ListProblem;
};

/**
 * What a posted form was refused for (its reply's words said above the fields): its field, and
 * every question the refusal named (by question id), marked.
 */
export type Refused = { field: string | null; answers: string[] };

/** One about a response's own fields (a check, or a refusal read for any form of the page). */
export type ResponseProblem = FormProblem & { field: ResponseField | null };

/**
 * What a form says when the code that checks and sends the answers cannot even be loaded:
 * made when it is said, in the reader's language then.
 */
export const offlineProblem = (): FormProblem => ({ text: networkErrorText(), field: null });

/**
 * The response forms' fields, empty: their names are the ones the forms post and the API takes
 * (typedIn reads them). A new field is its input (components/response-fields.tsx), its empty
 * value here, and its line in SENT_FIELDS (sending/sent-fields.ts: its check and what it sends),
 * which the page's first load does not carry.
 */
export const EMPTY_FORM = {
  name: "",
  password: "",
  /** A change may set a new password (the response's personal link stops working). */
  new_password: "",
  /** A response's own status when a change opens ('offered' gives way to the first choice). */
  status: "" as ResponseStatus | "",
  message: "",
  /** Guests brought along, as the field holds them ("0" to the event's max_guests). */
  guests: "0",
  /** Where to tell of a freed seat or a change (optional; on a change, empty keeps it). */
  notify_email: "",
  /** '매번 참석' on an occurrence of a series: "on" when ticked, as a checkbox posts it. */
  standing: "",
};

export type ResponseFormValues = typeof EMPTY_FORM;

/** Responses under this name, compared as the server compares (trimmed, NFC, any case). */
export function responsesNamed<R extends { name: string }>(responses: R[], name: string): R[] {
  const key = nameKey(name);
  return responses.filter((response) => nameKey(response.name) === key);
}

export type StatusChoice = { value: RequestedStatus; label: string };

/**
 * The statuses the form offers (the contract's statusChoices), labelled: asking for a seat
 * when full reads '대기 신청', keeping one's place in the queue '대기 유지'. A party of `seats`
 * that does not fit now waits whole, so for it a seat is asked for as '대기 신청' too (someone
 * attending keeps theirs, and one offered a seat accepts it: more guests are the room's to
 * refuse).
 */
export function labelledChoices(
  mode: FormMode,
  event: Parameters<typeof statusChoices>[1],
  current?: ResponseStatus,
  seats = 1,
): StatusChoice[] {
  return statusChoices(mode, event, current).map((offered) => {
    const value =
      offered === "attending" &&
      current !== "attending" &&
      current !== "offered" &&
      !fitsNow(event, seats)
        ? "waiting"
        : offered;
    return {
      value,
      label:
        value === "waiting"
          ? current === "waiting"
            ? m.invitee_choice_keep_waiting()
            : m.invitee_choice_wait()
          : STATUS_LABELS[value],
    };
  });
}

/**
 * The statuses the form offers for what it holds: a change's follow the response named (this
 * browser's own first when names repeat, else the status it was opened with), and the seats
 * asked for are the person and the guests chosen. The app's form and its post read them alike.
 */
export function formChoices(
  mode: FormMode,
  view: Parameters<typeof seatCountsOf>[0] & Pick<EventPublicView, "responses">,
  held: { name: string; guests: string },
  mine?: Set<string>,
  opened?: ResponseStatus,
): StatusChoice[] {
  const namesake = responsesNamed(view.responses, held.name);
  // A list without names (the `guest_list` setting) has none: the response opened says its own.
  const current = (namesake.find((response) => mine?.has(response.id)) ?? namesake[0])?.status;
  const seats = seatsOf({ guests: Number(held.guests) });
  return labelledChoices(
    mode,
    seatCountsOf(view),
    mode === "edit" ? (current ?? opened) : undefined,
    seats,
  );
}

/** The selected status, or the first offered one when it is no longer offered. */
export const offeredStatus = (
  selected: ResponseStatus | "",
  choices: StatusChoice[],
): RequestedStatus | "" =>
  (choices.find((choice) => choice.value === selected) ?? choices[0])?.value ?? "";
