import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementSent, AnnouncementState } from "#contract/push";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { refusedWith } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

/** Under the event's own key, so whatever refreshes the event refreshes this too. */
export const announcementKey = (eventId: string) =>
  [...eventKeys.detail(eventId), "announcement"] as const;

/** GET /events/{id}/announcement (owner): the last one, who has notifications on, when the next may go. */
export const announcementQuery = (eventId: string) =>
  queryOptions({
    queryKey: announcementKey(eventId),
    queryFn: (): Promise<AnnouncementState> =>
      unwrap(api.events[":event_id"].announcement.$get({ param: { event_id: eventId } })),
  });

/** POST /events/{id}/announcement (owner): one short message to everyone with notifications on. */
export const sendAnnouncement = (eventId: string, message: string): Promise<AnnouncementSent> =>
  unwrap(
    api.events[":event_id"].announcement.$post({ param: { event_id: eventId }, json: { message } }),
  );

/**
 * PUT /events/{id}/announcement (owner): corrects the last one within its ten minutes, in
 * place; browsers show it instead of the first notification.
 */
export const correctAnnouncement = (eventId: string, message: string): Promise<AnnouncementSent> =>
  unwrap(
    api.events[":event_id"].announcement.$put({ param: { event_id: eventId }, json: { message } }),
  );

/**
 * How the toast counts who gets it: the announcement shows on the invite page either way. Two
 * lines, what happened and who hears of it, each a message of its own.
 */
export function sentText({ sent_to }: AnnouncementSent): string {
  const reach =
    sent_to > 0
      ? m.organiser_toast_announcement_sent_to({ count: sent_to })
      : m.organiser_toast_announcement_page_only();
  return `${m.organiser_toast_announcement_sent()}\n${reach}`;
}

/** The toast of a correction: it replaces what was sent, on the page and in notifications. */
export function correctedText({ sent_to }: AnnouncementSent): string {
  const reach =
    sent_to > 0
      ? m.organiser_toast_announcement_corrected_to({ count: sent_to })
      : m.organiser_toast_announcement_corrected_page();
  return `${m.organiser_toast_announcement_corrected()}\n${reach}`;
}

/** Sends a new announcement, or with `correct` corrects the last one (its ten minutes). */
export function useSendAnnouncement(eventId: string, { onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient();
  const key = announcementKey(eventId);
  return useMutation({
    mutationFn: ({ message, correct }: { message: string; correct: boolean }) =>
      correct ? correctAnnouncement(eventId, message) : sendAnnouncement(eventId, message),
    onSuccess: async (reply, { correct }) => {
      toast.success(correct ? correctedText(reply) : sentText(reply));
      onSent?.();
      void queryClient.invalidateQueries({ queryKey: eventKeys.publicView(eventId) });
      // Held pending until the card knows when the next may go, so it cannot be sent twice.
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error, { correct }) => {
      // Too soon after the last one: the card says when the next may go instead of a toast.
      if (refusedWith(error, "too_many_announcements")) {
        const wait = error.retryAfter;
        if (wait !== null) {
          queryClient.setQueryData<AnnouncementState>(
            key,
            (state) => state && { ...state, retry_after_seconds: Math.ceil(wait) },
          );
        }
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      // Too late to correct: the card learns it and stops offering '수정'; the toast says why.
      if (refusedWith(error, "announcement_not_correctable")) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      toast.error(
        errorText(error),
        correct
          ? m.organiser_toast_announcement_correct_failed()
          : m.organiser_toast_announcement_send_failed(),
      );
    },
  });
}
