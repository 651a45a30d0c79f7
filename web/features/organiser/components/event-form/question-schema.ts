import { z } from "zod";
import { hasHiddenControls } from "#contract/field-checks";
import type { Question, QuestionInput, QuestionKind } from "#contract/questions";
import { QUESTION_KINDS, QUESTION_LIMITS } from "../../questions";

const { labelMax, choiceMax, choicesMin, choicesMax, questionsMax } = QUESTION_LIMITS;

/**
 * One question as the dialog holds it. Choices are objects, as react-hook-form's field arrays
 * need; they stay in the form when the kind moves away from 'choice', so moving back finds
 * them. `saved_kind` is the kind the API has for `id` ("" for a new question): a question whose
 * kind changed is sent as a new one, its old answers no longer meaning anything.
 */
export const QuestionFormSchema = z
  .object({
    id: z.string(),
    saved_kind: z.union([z.enum(QUESTION_KINDS), z.literal("")]),
    label: z
      .string()
      .trim()
      .min(1, "질문을 입력해주세요.")
      .max(labelMax, `질문은 ${labelMax}자까지입니다.`)
      .refine((text) => !hasHiddenControls(text), "질문에 보이지 않는 제어 문자가 있습니다."),
    kind: z.enum(QUESTION_KINDS),
    choices: z.array(z.object({ text: z.string() })),
    required: z.boolean(),
  })
  .superRefine((question, ctx) => {
    // Checked as the API checks them (trimmed, duplicates after trimming), only for 'choice'.
    if (question.kind !== "choice") return;
    const count = question.choices.length;
    if (count < choicesMin || count > choicesMax) {
      ctx.addIssue({
        code: "custom",
        path: ["choices"],
        message: `보기는 ${choicesMin}개에서 ${choicesMax}개까지입니다.`,
      });
    }
    const seen = new Set<string>();
    question.choices.forEach((choice, index) => {
      const text = choice.text.trim();
      const message = !text
        ? "보기를 입력해주세요."
        : text.length > choiceMax
          ? `보기는 ${choiceMax}자까지입니다.`
          : hasHiddenControls(text)
            ? "보기에 보이지 않는 제어 문자가 있습니다."
            : seen.has(text)
              ? "같은 보기가 이미 있습니다."
              : null;
      seen.add(text);
      if (message) ctx.addIssue({ code: "custom", path: ["choices", index, "text"], message });
    });
  });
export type QuestionFormValues = z.input<typeof QuestionFormSchema>;

export const QuestionsFormSchema = z
  .array(QuestionFormSchema)
  .max(questionsMax, `질문은 ${questionsMax}개까지입니다.`);

/** A new question: a short answer, optional; two empty choices wait for 'choice'. */
export const newQuestion = (kind: QuestionKind = "text"): QuestionFormValues => ({
  id: "",
  saved_kind: "",
  label: "",
  kind,
  choices: [{ text: "" }, { text: "" }],
  required: false,
});

export const toQuestionValues = (questions: Question[]): QuestionFormValues[] =>
  questions.map((question) => ({
    id: question.id,
    saved_kind: question.kind,
    label: question.label,
    kind: question.kind,
    choices: (question.kind === "choice" ? question.choices : ["", ""]).map((text) => ({ text })),
    required: question.required,
  }));

/** The API's questions: trimmed, choices only for 'choice', the id only while the kind holds. */
export const toQuestionInputs = (questions: QuestionFormValues[]): QuestionInput[] =>
  questions.map((question) => ({
    ...(question.id && question.kind === question.saved_kind ? { id: question.id } : {}),
    label: question.label.trim(),
    kind: question.kind,
    choices: question.kind === "choice" ? question.choices.map((choice) => choice.text.trim()) : [],
    required: question.required,
  }));
