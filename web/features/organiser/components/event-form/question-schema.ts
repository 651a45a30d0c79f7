import { z } from "zod";
import {
  choiceProblem,
  choicesProblem,
  labelProblem,
  type QuestionProblem,
  questionsProblem,
  repeatedChoices,
} from "#contract/question-rules";
import type { Question, QuestionInput, QuestionKind } from "#contract/questions";
import { QUESTION_KINDS } from "../../questions";
import { QUESTION_PROBLEM_TEXT } from "./event-problem-text";

const report = (ctx: z.RefinementCtx, problem: QuestionProblem, path: PropertyKey[] = []) =>
  ctx.addIssue({ code: "custom", path, message: QUESTION_PROBLEM_TEXT[problem]() });

/**
 * One question as the dialog holds it. Choices are objects, as react-hook-form's field arrays
 * need; they stay in the form when the kind moves away from 'choice', so moving back finds
 * them. `saved_kind` is the kind the API has for `id` ("" for a new question): a question whose
 * kind changed is sent as a new one, its old answers no longer meaning anything. A choice's
 * `id` is the API's ("" for a new one): a saved choice renamed keeps its answers.
 */
export const QuestionFormSchema = z
  .object({
    id: z.string(),
    saved_kind: z.union([z.enum(QUESTION_KINDS), z.literal("")]),
    label: z.string().superRefine((label, ctx) => {
      const problem = labelProblem(label);
      if (problem) report(ctx, problem);
    }),
    kind: z.enum(QUESTION_KINDS),
    choices: z.array(z.object({ id: z.string(), text: z.string() })),
    required: z.boolean(),
  })
  .superRefine((question, ctx) => {
    // The API's rules (question-rules.ts), only for 'choice': other kinds keep theirs unsent.
    if (question.kind !== "choice") return;
    const texts = question.choices.map((choice) => choice.text);
    const count = choicesProblem(question.kind, texts);
    if (count) report(ctx, count, ["choices"]);
    const repeated = new Set(repeatedChoices(texts));
    texts.forEach((text, index) => {
      const problem = choiceProblem(text) ?? (repeated.has(index) ? "choice_repeated" : null);
      if (problem) report(ctx, problem, ["choices", index, "text"]);
    });
  });
export type QuestionFormValues = z.input<typeof QuestionFormSchema>;

export const QuestionsFormSchema = z.array(QuestionFormSchema).superRefine((questions, ctx) => {
  const problem = questionsProblem(questions);
  if (problem) report(ctx, problem);
});

/** A choice typed in the dialog: the API gives it an id when it is saved. */
export const newChoice = () => ({ id: "", text: "" });

/** A new question: a short answer, optional; two empty choices wait for 'choice'. */
export const newQuestion = (kind: QuestionKind = "text"): QuestionFormValues => ({
  id: "",
  saved_kind: "",
  label: "",
  kind,
  choices: [newChoice(), newChoice()],
  required: false,
});

export const toQuestionValues = (questions: Question[]): QuestionFormValues[] =>
  questions.map((question) => ({
    id: question.id,
    saved_kind: question.kind,
    label: question.label,
    kind: question.kind,
    choices:
      question.kind === "choice"
        ? question.choices.map((choice) => ({ id: choice.id, text: choice.label }))
        : [newChoice(), newChoice()],
    required: question.required,
  }));

/** The API's questions: trimmed, choices only for 'choice', the id only while the kind holds. */
export const toQuestionInputs = (questions: QuestionFormValues[]): QuestionInput[] =>
  questions.map((question) => ({
    ...(question.id && question.kind === question.saved_kind ? { id: question.id } : {}),
    label: question.label.trim(),
    kind: question.kind,
    choices:
      question.kind === "choice"
        ? question.choices.map((choice) => ({
            ...(choice.id ? { id: choice.id } : {}),
            label: choice.text.trim(),
          }))
        : [],
    required: question.required,
  }));
