import { z } from "zod";
import {
  choiceProblem,
  choicesProblem,
  labelProblem,
  QUESTION_LIMITS,
  type QuestionProblem,
  questionsProblem,
  repeatedChoices,
} from "./question-rules";
import { ANSWER_PROBLEMS, type AnswerValue, QUESTION_KINDS } from "./questions";

/**
 * The API's schemas of questions and of answers: the rules of questions are question-rules.ts
 * (here in zod, with their English words), the checks of answers against questions
 * answer-checks.ts (the room runs them).
 */

const { labelMax, choiceMax, choicesMin, choicesMax, questionsMax } = QUESTION_LIMITS;

/** Each problem of a question in the API's words (the 422 issue's `msg`; its `type` is the code). */
export const QUESTION_PROBLEMS: Record<QuestionProblem, string> = {
  label_required: "label is required",
  label_too_long: `label must be at most ${labelMax} characters`,
  label_invalid_characters: "label must not contain control characters",
  choice_required: "A choice is required",
  choice_too_long: `A choice must be at most ${choiceMax} characters`,
  choice_invalid_characters: "A choice must not contain control characters",
  choice_repeated: "Choices must differ",
  too_few_choices: `A choice question needs at least ${choicesMin} choices`,
  too_many_choices: `choices must be at most ${choicesMax}`,
  choices_not_allowed: "Only a choice question has choices",
  too_many_questions: `An event may ask at most ${questionsMax} questions`,
  question_repeated: "A question may appear only once",
};

export const isQuestionProblem = (value: unknown): value is QuestionProblem =>
  typeof value === "string" && Object.hasOwn(QUESTION_PROBLEMS, value);

/** Reports a rule's problem at `path`: its English as `msg`, its code as the issue's `type`. */
const report = (ctx: z.RefinementCtx, problem: QuestionProblem, path: PropertyKey[] = []) =>
  ctx.addIssue({ code: "custom", path, message: QUESTION_PROBLEMS[problem], params: { problem } });

/** Text checked by its rule, then kept trimmed. */
const QuestionText = (
  field: string,
  problemOf: (text: string) => QuestionProblem | null,
  maxLength: number,
) =>
  z
    .string({ error: `${field} must be a string` })
    .superRefine((text, ctx) => {
      const problem = problemOf(text);
      if (problem) report(ctx, problem);
    })
    .meta({ minLength: 1, maxLength })
    .transform((text) => text.trim());

export const QuestionKind = z.enum(QUESTION_KINDS, {
  error: 'kind must be "text", "choice" or "yes_no"',
});

const ChoiceInput = z.object(
  {
    id: z.string({ error: "id must be the id of one of this question's choices" }).optional().meta({
      description:
        "One of this question's choices, renamed or not (its answers follow); left out: a new choice",
    }),
    label: QuestionText("A choice", choiceProblem, choiceMax),
  },
  { error: "A choice must be an object with a label" },
);

/** Reports every id that repeats an earlier one in the list (ids left out are new ones). */
function idsDiffer(
  items: readonly { id?: string }[],
  ctx: z.RefinementCtx,
  problem: QuestionProblem,
  path: PropertyKey[] = [],
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) report(ctx, problem, [...path, index, "id"]);
    seen.add(item.id);
  });
}

export const QuestionInput = z
  .object({
    id: z.string({ error: "id must be the id of one of this event's questions" }).optional().meta({
      description:
        "One of this event's questions, edited (its answers stay); left out: a new question",
    }),
    label: QuestionText("label", labelProblem, labelMax),
    kind: QuestionKind,
    choices: z
      .array(ChoiceInput, { error: "choices must be a list of choices" })
      .default([])
      .meta({
        description: `For \`choice\`: ${choicesMin} to ${choicesMax} distinct choices; [] otherwise`,
        maxItems: choicesMax,
      }),
    required: z.boolean({ error: "required must be true or false" }).default(false),
  })
  .superRefine((question, ctx) => {
    const problem = choicesProblem(question.kind, question.choices);
    if (problem) report(ctx, problem, ["choices"]);
    if (question.kind !== "choice") return;
    for (const index of repeatedChoices(question.choices.map((choice) => choice.label))) {
      report(ctx, "choice_repeated", ["choices", index, "label"]);
    }
    idsDiffer(question.choices, ctx, "choice_repeated", ["choices"]);
  });

/** What create and update take: ids are checked against the event's questions by the service. */
export const QuestionsInput = z
  .array(QuestionInput, { error: "questions must be a list" })
  .superRefine((questions, ctx) => {
    const problem = questionsProblem(questions);
    if (problem) report(ctx, problem);
    idsDiffer(questions, ctx, "question_repeated");
  })
  .meta({
    description: `At most ${questionsMax} questions on the response form; an update that leaves this out keeps them`,
    maxItems: questionsMax,
  });

export const Question = z.object({
  id: z.string().meta({ example: "q7f3a9c01be" }),
  label: z.string(),
  kind: QuestionKind,
  choices: z.array(z.object({ id: z.string().meta({ example: "c3e1d0a9b" }), label: z.string() })),
  required: z.boolean(),
});
export type Question = z.infer<typeof Question>;

/** An answer's type is checked here (a 422 `answer_wrong_type`); its value by the room. */
const AnswerValueSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (typeof value !== "string" && typeof value !== "boolean") {
      ctx.addIssue({
        code: "custom",
        message: ANSWER_PROBLEMS.answer_wrong_type,
        params: { problem: "answer_wrong_type" },
      });
    }
  })
  .transform((value) => value as AnswerValue)
  .meta({ anyOf: [{ type: "string" }, { type: "boolean" }] });

/**
 * A response's answers: question id to the text or chosen choice (a string) or yes/no (a
 * boolean). On a change, left out keeps them; given, it replaces them all; "" is no answer.
 */
export const AnswersInput = z
  .record(z.string(), AnswerValueSchema, { error: "answers must be an object" })
  .meta({
    description:
      'Question id to answer: a string for `text` and `choice`, true/false for `yes_no`; "" for no answer',
    example: { q7f3a9c01be: "비빔밥", q0b1c2d3e4f: true },
  });

/** Answers as the API returns them (only to the organiser and to the response's holder). */
export const Answers = z.record(z.string(), z.union([z.string(), z.boolean()]));
