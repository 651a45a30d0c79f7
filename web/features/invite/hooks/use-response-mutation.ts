import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ResponseStatus } from "#contract/events";
import { ApiError } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { newIdempotencyKey } from "../api/idempotency-key";
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

/** A dropped connection or a server hiccup may pass on retry; a refusal will not. */
const transient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

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
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: ResponseRequest) =>
      (await loadAnswering()).sendAnswer(queryClient, eventId, request),
    retry: (failures, error) => failures < 2 && transient(error),
    retryDelay: (failures) => 800 * 2 ** failures,
    // The form says how it went, in one place (no toast besides).
    onSuccess: (outcome) => {
      attempt.current = null;
      onSuccess?.(outcome);
    },
    onError: (error, request) => {
      if (!transient(error)) attempt.current = null;
      const problem = loadedAnswering()?.refusalProblem(error, request.action) ?? OFFLINE_PROBLEM;
      if (toastsErrors()) toast.error(problem.text);
      onError?.(problem);
    },
  });

  /** The key for a submission: the failed attempt's own when the same answers are sent again. */
  const keyFor = (fingerprint: string) => {
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  return { ...mutation, keyFor };
}
