import type { Question, QuestionKind } from "#contract/questions";

/** A question as the API returns it: no choices and optional unless `more` says otherwise. */
export const question = (
  id: string,
  label: string,
  kind: QuestionKind,
  more: Partial<Pick<Question, "choices" | "required">> = {},
): Question => ({ id, label, kind, choices: [], required: false, ...more });

/** Saved choices, as the API returns them: each with its id (here its place). */
export const savedChoices = (...labels: string[]) =>
  labels.map((label, at) => ({ id: `c${at}`, label }));

/** The organiser's screens' questions: a required choice, a yes or no, a text (입금자명). */
export const MEAL = question("qmeal000001", "식사 메뉴", "choice", {
  choices: savedChoices("한식", "비건"),
  required: true,
});
export const CAR = question("qcar0000001", "차 있어요?", "yes_no");
export const NOTE = question("qnote000001", "입금자명", "text");
