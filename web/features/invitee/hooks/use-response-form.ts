import { type FormEvent, useEffect, useState } from "react";
import type { EventPublicView } from "#contract/public-view";
import type { FormMode } from "#contract/response-rules";
import { whenIdle } from "../../../lib/when-idle";
import {
  EMPTY_FORM,
  type FormProblem,
  offlineProblem,
  type ResponseFormValues,
  type StatusChoice,
  type Wording,
} from "../public-response-rules";
import type { ResponseOutcome } from "../sending/answered";
import { loadAnswering } from "../sending/load-answering";
import { usePlainForm } from "./use-plain-form";
import { useResponseMutation } from "./use-response-mutation";

type Options = {
  onSuccess?: (outcome: ResponseOutcome) => void;
  /** The page's own words for some problems (the simple page's 'required'). */
  wording?: Wording;
  /** What the form starts with (the page opened for a change names the response's values). */
  initial?: ResponseFormValues;
};

/**
 * What both public forms hold: the values, the problem shown (and its field focused), the
 * last outcome, and `send`, which checks the values and sends them as a submit, a change or a
 * cancellation.
 */
export function useResponseForm(
  eventId: string,
  { onSuccess, wording, initial = EMPTY_FORM }: Options = {},
) {
  const form = usePlainForm<ResponseFormValues>(initial);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [outcome, setOutcome] = useState<ResponseOutcome | null>(null);
  const show = (found: FormProblem | null) => {
    setProblem(found);
    if (found?.field) form.setFocus(found.field);
  };
  const mutation = useResponseMutation(eventId, {
    onSuccess: (result) => {
      setOutcome(result);
      onSuccess?.(result);
    },
    onError: show,
  });

  // The checks and calls are fetched once the page has nothing more urgent to do.
  useEffect(() => whenIdle(() => void loadAnswering().catch(() => {})), []);

  const send =
    (
      mode: FormMode,
      known: Pick<
        EventPublicView,
        "responses" | "allow_duplicate" | "max_guests" | "guest_list" | "questions" | "series_id"
      >,
      choices: StatusChoice[],
      /** A personal link's key for this response: sent instead of the password. */
      key?: string | null,
      /** Whether the form shows the response's answers (opened by its personal link). */
      answersShown = false,
    ) =>
    async (submitted: FormEvent<HTMLFormElement | HTMLButtonElement>) => {
      submitted.preventDefault();
      // What the form sends, as the browser would post it: a button's own form when pressed.
      const pressed = submitted.currentTarget;
      const fields = new FormData(
        (pressed as HTMLButtonElement).form ?? (pressed as HTMLFormElement),
      );
      setOutcome(null);
      const answering = await loadAnswering().catch(() => null);
      if (!answering) return show(offlineProblem());
      const checked = answering.answerOf(fields, mode, known, choices, {
        key,
        answersShown,
        wording,
        keyFor: mutation.keys(answering).keyFor,
      });
      if ("problem" in checked) return show(checked.problem);
      show(null);
      mutation.mutate(checked.request);
    };

  return { form, problem, setProblem, outcome, setOutcome, pending: mutation.isPending, send };
}
