import { lazy, memo, Suspense } from "react";
import type { QuestionFieldsProps } from "../questions/question-fields";

const load = () => import("../questions/question-fields");
let loaded: typeof import("../questions/question-fields").default | undefined;
const Lazy = lazy(load);

/** For the server's render, which cannot wait for a lazy component: it awaits this first. */
export const loadQuestionFields = () =>
  load().then((module) => {
    loaded = module.default;
  });

/**
 * The question fields, fetched only for an event with questions, as soon as its form
 * renders: the invite page's first load is budgeted (decision 0007). The server renders them;
 * until the chunk arrives the browser keeps that markup (a suspended boundary stays as served).
 * Memoised: a boundary given new props before it hydrates would drop the served fields for its
 * fallback, and the form re-renders with each key typed elsewhere.
 */
export const QuestionSlot = memo((props: QuestionFieldsProps) => {
  const Fields = loaded ?? Lazy;
  return (
    <Suspense>
      <Fields {...props} />
    </Suspense>
  );
});
