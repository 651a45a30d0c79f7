import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ResponseStatus } from "#contract/events";
import { isUnanswered } from "../../../lib/error-detail";
import { attemptKeys } from "../../../lib/idempotency-key";
import { toast } from "../../../lib/toasts";
import { loadAnswering, loadedAnswering } from "../load-answering";
import { type FormProblem, OFFLINE_PROBLEM, type ResponseAction } from "../public-response-rules";

export type ResponseRequest =
  | {
      action: "submit";
      name: string;
      password: string;
      status: ResponseStatus;
      message?: string;
      idempotencyKey: string;
    }
  | {
      action: "modify";
      name: string;
      password: string;
      status: ResponseStatus;
      message?: string;
      newPassword?: string;
      /** A personal link's key, which stands in for the password. */
      key?: string;
    }
  | { action: "delete"; name: string; password: string; key?: string };

/** How an answer went: its words and, unless cancelled, the response as the reply left it. */
export type ResponseOutcome = {
  action: ResponseAction;
  text: string;
  responseId?: string;
  status?: ResponseStatus;
};

/**
 * On a phone the form's problems stay in the form, not in toasts over it; a wider screen also
 * gets the spec's error toast, away from the form.
 */
const toastsErrors = () => matchMedia("(min-width: 40rem)").matches;

/**
 * Submit, modify and delete for the invitee pages (answering/answering.ts does the work), with
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
  const [keys] = useState(attemptKeys);

  const mutation = useMutation({
    mutationFn: async (request: ResponseRequest) =>
      (await loadAnswering()).sendAnswer(queryClient, eventId, request),
    // Retried by itself only while the browser is online; offline the form says so at once.
    retry: (failures, error) => failures < 2 && isUnanswered(error) && navigator.onLine,
    retryDelay: (failures) => 800 * 2 ** failures,
    // The form says how it went, in one place (no toast besides).
    onSuccess: (outcome) => {
      keys.forget();
      onSuccess?.(outcome);
    },
    onError: (error, request) => {
      if (!isUnanswered(error)) keys.forget();
      const problem = loadedAnswering()?.refusalProblem(error, request.action) ?? OFFLINE_PROBLEM;
      if (toastsErrors()) toast.error(problem.text);
      onError?.(problem);
    },
  });

  return { ...mutation, keyFor: keys.keyFor };
}
