import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { HostRole } from "#contract/hosts";
import { m } from "#messages";
import { api, unwrap } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";

const event = api.events[":event_id"];

/** Under the event's own key: whatever refreshes the event refreshes its hosts too. */
export const hostsKey = (eventId: string) => [...eventKeys.detail(eventId), "hosts"] as const;

/** GET /events/{id}/hosts (owner): the owner, the hosts, the invitations not yet taken. */
export const hostsQuery = (eventId: string) =>
  queryOptions({
    queryKey: hostsKey(eventId),
    queryFn: () => unwrap(event.hosts.$get({ param: { event_id: eventId } })),
  });

/**
 * The owner's changes to the hosts, each followed by reading the list again. A refusal of
 * the add form stays with the form (said where the eye is, in the dialog); the rest toast.
 */
export function useHostChanges(eventId: string) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: hostsKey(eventId) });
  const failed = (error: unknown) =>
    toast.error(errorText(error), m.organiser_toast_hosts_failed());
  const param = { event_id: eventId };

  const add = useMutation({
    mutationFn: (json: { email: string; role: HostRole }) =>
      unwrap(event.hosts.$post({ param, json })),
    onSuccess: (reply) =>
      toast.success(
        reply.status === "added"
          ? m.organiser_toast_host_added()
          : m.organiser_toast_host_invited(),
      ),
    onSettled: settled,
  });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: HostRole }) =>
      unwrap(
        event.hosts[":user_id"].$patch({ param: { ...param, user_id: userId }, json: { role } }),
      ),
    onSuccess: () => toast.success(m.organiser_toast_host_role_changed()),
    onError: failed,
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      unwrap(event.hosts[":user_id"].$delete({ param: { ...param, user_id: userId } })),
    onSuccess: () => toast.success(m.organiser_toast_host_removed()),
    onError: failed,
    onSettled: settled,
  });
  const withdraw = useMutation({
    mutationFn: (invitationId: string) =>
      unwrap(
        event["host-invitations"][":invitation_id"].$delete({
          param: { ...param, invitation_id: invitationId },
        }),
      ),
    onSuccess: () => toast.success(m.organiser_toast_host_invitation_withdrawn()),
    onError: failed,
    onSettled: settled,
  });
  return { add, changeRole, remove, withdraw };
}

/**
 * DELETE /events/{id}/hosts/{my id}: a host leaves. The event leaves their dashboard, so its
 * cached reads go and the list is read again.
 */
export function useLeaveEvent({ onLeft }: { onLeft?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, userId }: { eventId: string; userId: string }) =>
      unwrap(event.hosts[":user_id"].$delete({ param: { event_id: eventId, user_id: userId } })),
    onSuccess: (_reply, { eventId }) => {
      toast.success(m.organiser_toast_left());
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      onLeft?.();
    },
    onError: (error) => toast.error(errorText(error), m.organiser_toast_leave_failed()),
  });
}
