import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ResponseStatus } from "#contract/events";
import { ApiError } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { eventKeys } from "../api/event-queries";
import {
  deleteResponse,
  modifyResponse,
  newIdempotencyKey,
  submitResponse,
} from "../api/response-calls";
import { forgetResponse, rememberResponse } from "../my-responses";
import {
  nameKey,
  type ResponseAction,
  responseErrorMessage,
  successMessage,
} from "../public-response-rules";

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
 * speaks Korean on both outcomes, and refreshes the snapshot (the live socket also pushes it).
 * A submission keeps its idempotency key across retries of the same attempt, and across a
 * second press of the button with the same answers after a failed connection.
 */
export function useResponseMutation(
  eventId: string,
  {
    onSuccess,
    onError,
  }: { onSuccess?: (outcome: ResponseOutcome) => void; onError?: (text: string) => void } = {},
) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: ResponseRequest): Promise<ResponseOutcome> => {
      if (request.action === "submit") {
        const { action: _a, idempotencyKey, ...body } = request;
        const reply = await submitResponse(eventId, body, idempotencyKey);
        rememberResponse(eventId, {
          id: reply.response.id,
          name: reply.response.name,
          status: reply.response.status,
          revision: reply.revision,
        });
        return {
          action: "submit",
          text: successMessage("submit", reply),
          status: reply.response.status,
          waitingPosition: reply.waiting_position,
        };
      }
      if (request.action === "modify") {
        const { action: _a, name, ...body } = request;
        const reply = await modifyResponse(eventId, name, body);
        // The password proved it is theirs: this browser follows it from now on.
        rememberResponse(eventId, {
          id: reply.response.id,
          name: reply.response.name,
          status: reply.response.status,
          revision: reply.revision,
        });
        return {
          action: "modify",
          text: successMessage("modify", reply),
          status: reply.response.status,
          waitingPosition: reply.waiting_position,
        };
      }
      const reply = await deleteResponse(eventId, request.name, request.password);
      const key = nameKey(request.name);
      forgetResponse(eventId, (entry) => nameKey(entry.name) === key);
      return { action: "delete", text: successMessage("delete", reply) };
    },
    retry: (failures, error) => failures < 2 && transient(error),
    retryDelay: (failures) => 800 * 2 ** failures,
    onSuccess: (outcome) => {
      attempt.current = null;
      toast.success(outcome.text);
      void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
      onSuccess?.(outcome);
    },
    onError: (error, request) => {
      if (!transient(error)) attempt.current = null;
      const text = responseErrorMessage(error, request.action);
      toast.error(text);
      onError?.(text);
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
