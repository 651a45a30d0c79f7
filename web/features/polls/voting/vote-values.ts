import {
  choiceField,
  VOTE_ACTION_FIELD,
  VOTE_ACTIONS,
  type VoteAction,
  type VoteTyped,
} from "#contract/poll-page";
import { POLL_ANSWERS, type PollAnswer } from "#contract/poll-rules";

/** The form's fields as the browser sends them: the app's FormData or the posted body. */
type Fields = { get(name: string): FormDataEntryValue | null };

const text = (fields: Fields, name: string) => {
  const value = fields.get(name);
  return typeof value === "string" ? value : "";
};

const isAnswer = (value: string): value is PollAnswer =>
  (POLL_ANSWERS as readonly string[]).includes(value);

/** Which call the form makes, from the button pressed; a new vote for anything else. */
export function voteActionOf(fields: Fields): VoteAction {
  const action = text(fields, VOTE_ACTION_FIELD);
  return (VOTE_ACTIONS as readonly string[]).includes(action) ? (action as VoteAction) : "create";
}

/**
 * What was typed and picked, read the same from the app's form and from a post: the answers of
 * the poll's own dates only (a field for a date it does not offer is not read).
 */
export function votedIn(fields: Fields, optionIds: readonly string[]) {
  const choices: Record<string, PollAnswer> = {};
  for (const id of optionIds) {
    const answer = text(fields, choiceField(id));
    if (isAnswer(answer)) choices[id] = answer;
  }
  const typed: VoteTyped = {
    name: text(fields, "name"),
    notify_email: text(fields, "notify_email"),
    choices,
  };
  return { typed, password: text(fields, "password") };
}
