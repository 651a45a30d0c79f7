import { z } from "zod";
import { hasHiddenControls } from "./field-checks";
import { ANSWER_PROBLEMS, type AnswerValue, QUESTION_KINDS, QUESTION_LIMITS } from "./questions";

/**
 * The API's schemas of questions (issue 36) and of answers; the words and limits are
 * questions.ts, the checks of answers against questions answer-checks.ts (the room runs them).
 */

const { labelMax, choiceMax, choicesMin, choicesMax, questionsMax } = QUESTION_LIMITS;

const QuestionText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((text) => !hasHiddenControls(text), `${field} must not contain control characters`);

export const QuestionKind = z.enum(QUESTION_KINDS, {
  error: 'kind must be "text", "choice" or "yes_no"',
});

export const QuestionInput = z
  .object({
    id: z.string({ error: "id must be the id of one of this event's questions" }).optional().meta({
      description:
        "One of this event's questions, edited (its answers stay); left out: a new question",
    }),
    label: QuestionText("label", labelMax),
    kind: QuestionKind,
    choices: z
      .array(QuestionText("A choice", choiceMax), { error: "choices must be a list of strings" })
      .max(choicesMax, `choices must be at most ${choicesMax}`)
      .default([])
      .meta({
        description: `For \`choice\`: ${choicesMin} to ${choicesMax} distinct choices; [] otherwise`,
      }),
    required: z.boolean({ error: "required must be true or false" }).default(false),
  })
  .superRefine((question, ctx) => {
    if (question.kind !== "choice") {
      if (question.choices.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["choices"],
          message: "Only a choice question has choices",
        });
      }
      return;
    }
    if (question.choices.length < choicesMin) {
      ctx.addIssue({
        code: "custom",
        path: ["choices"],
        message: `A choice question needs at least ${choicesMin} choices`,
      });
    }
    question.choices.forEach((choice, index) => {
      if (question.choices.indexOf(choice) !== index) {
        ctx.addIssue({ code: "custom", path: ["choices", index], message: "Choices must differ" });
      }
    });
  });

const questionIdsDiffer = (questions: { id?: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  questions.forEach((question, index) => {
    if (question.id === undefined) return;
    if (seen.has(question.id)) {
      ctx.addIssue({
        code: "custom",
        path: [index, "id"],
        message: "A question may appear only once",
      });
    }
    seen.add(question.id);
  });
};

/** What create and update take: ids are checked against the event's questions by the service. */
export const QuestionsInput = z
  .array(QuestionInput, { error: "questions must be a list" })
  .max(questionsMax, `An event may ask at most ${questionsMax} questions`)
  .superRefine(questionIdsDiffer)
  .meta({
    description: `At most ${questionsMax} questions on the response form; an update that leaves this out keeps them`,
  });

export const Question = z.object({
  id: z.string().meta({ example: "q7f3a9c01be" }),
  label: z.string(),
  kind: QuestionKind,
  choices: z.array(z.string()),
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
