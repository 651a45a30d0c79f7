import { hasHiddenControls } from "./field-checks";
import {
  ANSWER_MAX,
  type AnswerProblem,
  type Answers,
  type Question,
  requiresAnswers,
} from "./questions";

/**
 * The rules of a response's answers against its event's questions: the event room checks them
 * when it writes (with the questions it holds then), the forms before sending.
 */

export interface AnswerIssue {
  questionId: string;
  problem: AnswerProblem;
}

/** One answer's problem, or null. An empty text is no answer (checked as such by the caller). */
function valueProblem(question: Question, value: unknown): AnswerProblem | null {
  if (question.kind === "yes_no") return typeof value === "boolean" ? null : "answer_wrong_type";
  if (typeof value !== "string") return "answer_wrong_type";
  const text = value.trim();
  if (question.kind === "choice") {
    return question.choices.some((choice) => choice.label === text) ? null : "answer_not_a_choice";
  }
  if (text.length > ANSWER_MAX) return "answer_too_long";
  return hasHiddenControls(text) ? "answer_invalid_characters" : null;
}

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/**
 * The answers as stored (texts trimmed, blank answers left out) and their problems, in the
 * questions' order then the unknown ids'. Required questions apply unless the response's
 * status is `not_attending`.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>>,
  status: string,
): { answers: Answers; issues: AnswerIssue[] } {
  const kept: Answers = {};
  const issues: AnswerIssue[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const question of questions) {
    const value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (value === undefined || isBlank(value)) {
      if (question.required && requiresAnswers(status)) {
        issues.push({ questionId: question.id, problem: "answer_required" });
      }
      continue;
    }
    const problem = valueProblem(question, value);
    if (problem) issues.push({ questionId: question.id, problem });
    else kept[question.id] = typeof value === "string" ? value.trim() : (value as boolean);
  }
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) issues.push({ questionId: id, problem: "answer_unknown_question" });
  }
  return { answers: kept, issues };
}

/**
 * What each renamed choice was called before and is called now, by question id: a choice keeps
 * its id across a rename, and its answers name it by label.
 */
export function choiceRenames(
  before: readonly Question[],
  after: readonly Question[],
): Map<string, Map<string, string>> {
  const renames = new Map<string, Map<string, string>>();
  const earlier = new Map(before.map((question) => [question.id, question]));
  for (const question of after) {
    const labels = new Map(earlier.get(question.id)?.choices.map((c) => [c.id, c.label]));
    for (const choice of question.choices) {
      const was = labels.get(choice.id);
      if (was === undefined || was === choice.label) continue;
      const renamed = renames.get(question.id) ?? new Map<string, string>();
      renames.set(question.id, renamed.set(was, choice.label));
    }
  }
  return renames;
}

/**
 * The answers that still stand after the questions changed: a removed question's answer goes,
 * and so does one that no longer fits its question's kind (a kind change is a new question).
 * A renamed choice's answers take its new label (`renames`, from `choiceRenames`); a choice
 * since removed stays as given (the organiser's list shows it as removed).
 */
export function answersStillAsked(
  questions: readonly Question[],
  answers: Answers,
  renames: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(),
): Answers {
  const kept: Answers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (value === undefined) continue;
    if ((question.kind === "yes_no") !== (typeof value === "boolean")) continue;
    kept[question.id] =
      typeof value === "string" ? (renames.get(question.id)?.get(value) ?? value) : value;
  }
  return kept;
}
