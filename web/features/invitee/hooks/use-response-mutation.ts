import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ResponseRequest } from "#contract/response-call";
import { mayHaveArrived } from "../../../lib/error-detail";
import type { attemptKeys } from "../../../lib/idempotency-key";
import { toast } from "../../../lib/toasts";
import { type FormProblem, offlineProblem } from "../public-response-rules";
import type { ResponseOutcome } from "../sending/answered";
import { type Answering, loadAnswering, loadedAnswering } from "../sending/load-answering";

/**
 * On a phone the form's problems stay in the form, not in toasts over it; a wider screen also
 * gets an error toast, away from the form.
 */
const toastsErrors = () => matchMedia("(min-width: 40rem)").matches;

/**
 * Submit, modify and delete for the invitee pages (sending/answering.ts does the work), with
 * the form's own callbacks on both outcomes. A submission keeps its idempotency
 * key across retries of the same attempt, and across a second press of the button with the
 * same values after a failed connection.
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

  // The latest callbacks, as a mutation's options follow the component's render.
  const callbacks = useRef({ onSuccess, onError });
  callbacks.current = { onSuccess, onError };
  // Pending while the latest send is under way, retries and all.
  const [pending, setPending] = useState(false);
  const sends = useRef(0);

  // TanStack Query's useMutation did this with its retry options; its observer is code the
  // invite page's first load otherwise does without (docs/decisions/0007-landing-page-weight.md).
  // Retried by itself only while the browser is online, twice at most, after 800 ms then 1.6 s;
  // offline the form says so at once.
  const send = async (
    request: ResponseRequest,
  ): Promise<{ outcome: ResponseOutcome } | { error: unknown }> => {
    for (let failures = 0; ; failures++) {
      try {
        return { outcome: await (await loadAnswering()).sendAnswer(queryClient, eventId, request) };
      } catch (error) {
        if (!(failures < 2 && mayHaveArrived(error) && navigator.onLine)) return { error };
        await new Promise((retry) => setTimeout(retry, 800 * 2 ** failures));
      }
    }
  };

  const mutate = async (request: ResponseRequest) => {
    const attempt = ++sends.current;
    setPending(true);
    const sent = await send(request);
    if (attempt === sends.current) setPending(false);
    // The form says how it went, in one place (no toast besides).
    if ("outcome" in sent) {
      keys.current?.forget();
      callbacks.current.onSuccess?.(sent.outcome);
      return;
    }
    const { error } = sent;
    if (!mayHaveArrived(error)) keys.current?.forget();
    const problem =
      loadedAnswering()?.formRefusal(
        error,
        request.action,
        request.action === "modify" && request.moreGuests,
      ) ?? offlineProblem();
    if (toastsErrors()) toast.error(problem.text);
    callbacks.current.onError?.(problem);
  };

  /** The form's attempt keys, made with the answering code on the first send. */
  const attempts = (answering: Answering) => {
    keys.current ??= answering.attemptKeys();
    return keys.current;
  };
  return {
    mutate: (request: ResponseRequest) => void mutate(request),
    isPending: pending,
    keys: attempts,
  };
}
