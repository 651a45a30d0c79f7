import type { QueryClient } from "@tanstack/react-query";
import type { EventPublicView } from "#contract/public-view";
import type { MyResponseChange } from "#contract/response-requests";
import { refusedWith } from "../../../lib/error-detail";
import { eventKeys } from "../../../lib/event-keys";
import { createResponseLink, modifyMyResponse } from "../api/response-calls";
import { keepKey, rememberResponse, standingIn } from "../my-responses/write";
import { patchSnapshot } from "../sending/snapshot-patch";
import { successMessage } from "../sending/success-message";

/**
 * The personal link's key of a response this browser just signed up, made with the password
 * just typed (decision 0018): kept with the response, so a seat offer takes a one-tap reply.
 * Best effort: without it, the offer asks for the password as before.
 */
export async function keepLinkOf(eventId: string, id: string, name: string, password: string) {
  try {
    const { key } = await createResponseLink(eventId, name, password);
    if (typeof key === "string") keepKey(eventId, id, key);
  } catch {
    // Offline, a limit: nothing kept, nothing lost.
  }
}

/**
 * '참석 확정' or '참석 안 함' in one tap, with the key this browser keeps: the same change as
 * the form's with the password (PUT /events/{id}/my-response).
 */
export const sendOneTapReply = (
  queryClient: QueryClient,
  eventId: string,
  key: string,
  id: string,
  status: "attending" | "not_attending",
): Promise<string> => sendKeyedChange(queryClient, eventId, key, id, { status });

/**
 * A change of one of this browser's responses with the key it keeps (PUT
 * /events/{id}/my-response): a one-tap reply, or a standing response's '이번엔 못 가요' and
 * '매번 참석 그만하기'. Remembered and put into the page as the form's are; a key the room no
 * longer knows (a new link made elsewhere, a new password) is forgotten, and the error says so;
 * the caller then opens the form.
 */
export async function sendKeyedChange(
  queryClient: QueryClient,
  eventId: string,
  key: string,
  id: string,
  change: MyResponseChange,
): Promise<string> {
  try {
    const reply = await modifyMyResponse(eventId, key, change);
    rememberResponse(eventId, {
      id: reply.response.id,
      name: reply.response.name,
      status: reply.response.status,
      revision: reply.revision,
      ...standingIn(reply),
    });
    queryClient.setQueryData<EventPublicView>(
      eventKeys.publicView(eventId),
      (view) => view && patchSnapshot(view, { kind: "saved", ...reply }),
    );
    return successMessage("modify", { ...reply, waiting_position: null });
  } catch (error) {
    if (refusedWith(error, "response_link_invalid")) {
      keepKey(eventId, id, null);
    }
    throw error;
  }
}
