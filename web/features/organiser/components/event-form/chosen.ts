import { useQueryClient } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { eventResponsesQuery, wholeRows } from "../../api/event-queries";
import type { EventFormValues } from "./event-form-schema";

/**
 * A saved choice that answers may name: the label it was saved under (answers name a choice
 * by its label) and how many chose it, undefined when the list could not be read.
 */
export type Chosen = { label: string; count: number | undefined };

/**
 * For the dialog of a saved event: who chose a saved choice, from the list the responses page
 * reads (its cached copy when fresh; read when asked, not each time the dialog opens). Null for
 * a choice no answer can name: a new event's, a new choice, or one nobody chose.
 */
export function useChosen(form: UseFormReturn<EventFormValues>, eventId: string | undefined) {
  const client = useQueryClient();
  return async (questionId: string, choiceId: string): Promise<Chosen | null> => {
    const label = form.formState.defaultValues?.questions
      ?.find((question) => question?.id === questionId)
      ?.choices?.find((choice) => choice?.id === choiceId)?.text;
    if (eventId === undefined || !choiceId || label === undefined) return null;
    const list = await client.fetchQuery(eventResponsesQuery(eventId)).catch(() => undefined);
    const count = wholeRows(list)?.filter((row) => row.answers?.[questionId] === label).length;
    return count === 0 ? null : { label, count };
  };
}

export type ChosenOf = ReturnType<typeof useChosen>;
