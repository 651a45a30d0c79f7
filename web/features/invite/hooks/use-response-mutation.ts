import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { EventPublicView, ResponseStatus } from "#contract/events";
import { nameKey } from "#contract/response-rules";
import { ApiError } from "../../../lib/error-detail";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";
import {
  deleteResponse,
  modifyResponse,
  newIdempotencyKey,
  submitResponse,
} from "../api/response-calls";
import { forgetResponse, rememberResponse } from "../my-responses";
import {
  type FormProblem,
  type ResponseAction,
  refusalProblem,
  successMessage,
} from "../public-response-rules";
import { patchSnapshot, type ReplyChange } from "../snapshot-patch";

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
    }
  | { action: "delete"; name: string; password: string };

export type ResponseOutcome = {
  action: ResponseAction;
  text: string;
  status?: ResponseStatus;
  waitingPosition?: number | null;
};

/** A dropped connection or a server hiccup may pass on retry; a refusal will not. */
const transient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Submit, modify and delete for the invitee pages: remembers this browser's own responses,
 * speaks Korean on both outcomes, and puts the reply into the cached snapshot (no second read:
 * the live socket, or polling while it is down, brings the rest). A submission keeps its
 * idempotency key across retries of the same attempt, and across a second press of the button
 * with the same answers after a failed connection.
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

  const patch = (change: ReplyChange) =>
    queryClient.setQueryData<EventPublicView>(
      eventKeys.publicView(eventId),
      (view) => view && patchSnapshot(view, change),
    );

  const mutation = useMutation({
    mutationFn: async (request: ResponseRequest): Promise<ResponseOutcome> => {
      if (request.action === "delete") {
        const reply = await deleteResponse(eventId, request.name, request.password);
        const key = nameKey(request.name);
        forgetResponse(eventId, (entry) => nameKey(entry.name) === key);
        patch({ kind: "deleted", name: request.name, ...reply });
        return { action: "delete", text: successMessage("delete", reply) };
      }
      const reply =
        request.action === "submit"
          ? await submitResponse(
              eventId,
              { name: request.name, ...answersOf(request) },
              request.idempotencyKey,
            )
          : await modifyResponse(eventId, request.name, answersOf(request));
      // After a modify too: the password proved it is theirs, and this browser follows it.
      rememberResponse(eventId, {
        id: reply.response.id,
        name: reply.response.name,
        status: reply.response.status,
        revision: reply.revision,
      });
      patch({ kind: "saved", ...reply });
      return {
        action: request.action,
        text: successMessage(request.action, reply),
        status: reply.response.status,
        waitingPosition: reply.waiting_position,
      };
    },
    retry: (failures, error) => failures < 2 && transient(error),
    retryDelay: (failures) => 800 * 2 ** failures,
    onSuccess: (outcome) => {
      attempt.current = null;
      toast.success(outcome.text);
      onSuccess?.(outcome);
    },
    onError: (error, request) => {
      if (!transient(error)) attempt.current = null;
      const problem = refusalProblem(error, request.action);
      toast.error(problem.text);
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

/** What a submit or modify sends besides the name (a modify names it in the query). */
function answersOf(request: Extract<ResponseRequest, { action: "submit" | "modify" }>) {
  const { password, status, message } = request;
  return { password, status, message };
}
