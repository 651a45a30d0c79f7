import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { refusedWith } from "../../../lib/error-detail";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

/**
 * The contract's limit on '이메일 보내기' (ResponseEmail's 500), written out: #contract/notify is
 * a zod module this page would otherwise download (tests/web/organiser/ hold the two equal).
 */
export const RESPONSE_EMAIL_MAX = 500;

/**
 * POST /events/{id}/responses/{response_id}/email (owner): the organiser's short message to one
 * response's verified address. The server picks the address; the page never knows it.
 */
export const sendResponseEmail = (eventId: string, responseId: string, message: string) =>
  unwrap(
    api.events[":event_id"].responses[":response_id"].email.$post({
      param: { event_id: eventId, response_id: responseId },
      json: { message },
    }),
  );

/**
 * Sends, then toasts '메일을 보냈어요'. A refusal stays with the caller (the dialog shows it
 * where the eye is: a toast would sit under the open dialog). Without an address after all
 * (removed meanwhile), the list is fetched again so the action goes away.
 */
export function useSendResponseEmail(eventId: string, { onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, message }: { responseId: string; message: string }) =>
      sendResponseEmail(eventId, responseId, message),
    onSuccess: () => {
      toast.success(m.organiser_toast_email_sent());
      onSent?.();
    },
    onError: (error) => {
      if (refusedWith(error, "no_email_channel")) {
        void queryClient.invalidateQueries({ queryKey: eventKeys.responses(eventId) });
      }
    },
  });
}
