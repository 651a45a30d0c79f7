import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { isUnanswered } from "../../../lib/error-detail";
import type { attemptKeys } from "../../../lib/idempotency-key";
import { toast } from "../../../lib/toasts";
import { type FormProblem, OFFLINE_PROBLEM } from "../public-response-rules";
import type { ResponseRequest } from "../sending/answer-request";
import type { ResponseOutcome } from "../sending/answered";
import { type Answering, loadAnswering, loadedAnswering } from "../sending/load-answering";

/**
 * On a phone the form's problems stay in the form, not in toasts over it; a wider screen also
 * gets the spec's error toast, away from the form.
 */
const toastsErrors = () => matchMedia("(min-width: 40rem)").matches;

/**
 * Submit, modify and delete for the invitee pages (sending/answering.ts does the work), with
 * the form's own callbacks on both outcomes. A submission keeps its idempotency
 * key across retries of the same attempt, and across a second press of the button with the
 * same answers after a failed connection.
 */
export function useResponseMutation(
  eventId: string,
  {
    onSuccess,
    onError,
  }: {
    onSuccess?: (outcome: ResponseOutcome) => void;
    onError?: (problem: FormProblem) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  // Made with the answering code, which every send waits for anyway.
  const keys = useRef<ReturnType<typeof attemptKeys>>(null);

  const mutation = useMutation({
    mutationFn: async (request: ResponseRequest) =>
      (await loadAnswering()).sendAnswer(queryClient, eventId, request),
    // Retried by itself only while the browser is online; offline the form says so at once.
    retry: (failures, error) => failures < 2 && isUnanswered(error) && navigator.onLine,
    retryDelay: (failures) => 800 * 2 ** failures,
    // The form says how it went, in one place (no toast besides).
    onSuccess: (outcome) => {
      keys.current?.forget();
      onSuccess?.(outcome);
    },
    onError: (error, request) => {
      if (!isUnanswered(error)) keys.current?.forget();
      const problem =
        loadedAnswering()?.formRefusal(
          error,
          request.action,
          request.action === "modify" && request.moreGuests,
        ) ?? OFFLINE_PROBLEM;
      if (toastsErrors()) toast.error(problem.text);
      onError?.(problem);
    },
  });

  /** The form's attempt keys, made with the answering code on the first send. */
  const attempts = (answering: Answering) => {
    keys.current ??= answering.attemptKeys();
    return keys.current;
  };
  return { ...mutation, keys: attempts };
}
