import type { QueryClient } from "@tanstack/react-query";
import type { EventPublicView } from "#contract/public-view";
import {
  type CancellingCall,
  type ResponseRequest,
  responseCall,
  type SavingCall,
} from "#contract/response-call";
import { nameKey } from "#contract/response-rules";
import type { ResponseDeleted, ResponseResult } from "#contract/responses";
import { ApiError } from "../../../lib/error-detail";
import { eventKeys } from "../../../lib/event-keys";
import { toast } from "../../../lib/toasts";
import {
  deleteMyResponse,
  deleteResponse,
  modifyMyResponse,
  modifyResponse,
  openMyResponse,
  submitResponse,
} from "../api/response-calls";
import { rememberChannels } from "../my-responses/channel-states";
import { forgetResponse, rememberResponse, standingIn } from "../my-responses/write";
import { keepLinkOf } from "../offers/one-tap-reply";
import type { ResponseOutcome } from "./answered";
import { adoptPostedResponse } from "./posted-response";
import { refusalProblem } from "./response-checks";
import { patchSnapshot, type ReplyChange } from "./snapshot-patch";
import { successMessage } from "./success-message";

/**
 * What the public forms need only once someone presses a button: the checks, the calls, the
 * reply put into the page, and the Korean for both outcomes. Loaded after the page shows
 * (load-answering.ts), so a first visit does not download it.
 */

// A form's idempotency keys (one per attempt), made with its first send.
export { attemptKeys } from "../../../lib/idempotency-key";
// '내 정보 삭제' with the key this browser keeps.
export { eraseMine } from "../my-responses/erase";
// A one-tap reply to a seat offer, and a standing response's own change, with the key this
// browser keeps.
export { sendKeyedChange, sendOneTapReply } from "../offers/one-tap-reply";
// The answers checked and made into a call.
export { answerOf, checkAnswers } from "./answer-request";
// How an answer went, shown in the form's place.
export { Answered } from "./answered";
// A refusal's words and field: read where the mutation fails (the forms' own with their
// questions' fields).
export { formRefusal, refusalProblem } from "./response-checks";

// A response the page's own form post made before the app took over (a slow phone) becomes
// this browser's as soon as this code arrives, which every invite page fetches once idle
// (load-answering.ts): here rather than there, the first load pays nothing for it.
adoptPostedResponse();

/**
 * Sends a submit, change or cancellation; remembers this browser's own responses, and puts the
 * reply into the cached snapshot (no second read: the live socket, or polling while it is down,
 * brings the rest).
 */
export async function sendAnswer(
  queryClient: QueryClient,
  eventId: string,
  request: ResponseRequest,
): Promise<ResponseOutcome> {
  const patch = (change: ReplyChange) =>
    queryClient.setQueryData<EventPublicView>(
      eventKeys.publicView(eventId),
      (view) => view && patchSnapshot(view, change),
    );
  if (request.action === "delete") {
    const reply = await cancelledBy(eventId, responseCall(request));
    // A personal link goes with its response: a reload need not try it.
    if (request.key) forgetKey();
    const key = nameKey(request.name);
    forgetResponse(eventId, (entry) => nameKey(entry.name) === key);
    patch({ kind: "deleted", name: request.name, ...reply });
    return { action: "delete", text: successMessage("delete", reply), name: request.name };
  }
  const reply = await savedBy(eventId, responseCall(request));
  const { password } = request;
  // A new password stops the response's personal link (decision 0018), wherever it is kept.
  const stopped = request.action === "modify" && Boolean(request.change.new_password);
  if (stopped && request.key) forgetKey();
  // After a change too: the password proved it is theirs, and this browser follows it.
  rememberResponse(eventId, {
    id: reply.response.id,
    name: reply.response.name,
    status: reply.response.status,
    revision: reply.revision,
    ...standingIn(reply),
    ...(stopped && { key: null }),
  });
  // A sign-up's link is made at once with the password just typed, and kept here, so that a
  // seat offer is one tap (decision 0018); the words do not wait for it.
  if (request.action === "submit") {
    void keepLinkOf(eventId, reply.response.id, reply.response.name, password);
  }
  // How it will be told (the address its holder just gave, waiting for its verification).
  rememberChannels(eventId, reply.response.id, reply.notify);
  patch({ kind: "saved", ...reply });
  // The place in the queue is not part of the words: the form shows the live one beside them.
  return {
    action: request.action,
    text: successMessage(request.action, { ...reply, waiting_position: null }),
    responseId: reply.response.id,
    status: reply.response.status,
  };
}

/** A sign-up or a change sent on its route, as responseCall made it from the request. */
function savedBy(eventId: string, call: SavingCall): Promise<ResponseResult> {
  if (call.route === "submit") return submitResponse(eventId, call.json, call.idempotencyKey);
  return call.route === "modify"
    ? modifyResponse(eventId, call.name, call.json)
    : modifyMyResponse(eventId, call.key, call.json);
}

/** A cancellation sent on its route. */
const cancelledBy = (eventId: string, call: CancellingCall): Promise<ResponseDeleted> =>
  call.route === "delete"
    ? deleteResponse(eventId, call.json.name, call.json.password)
    : deleteMyResponse(eventId, call.key);

/**
 * The response a personal link opens ('내 응답 링크'), for the form to open ready to change; none
 * when the link opens nothing, which a toast says. A key the room refuses (replaced, revoked,
 * cancelled) is forgotten: a reload need not try it.
 */
export async function openByLink(eventId: string, key: string) {
  try {
    const opened = await openMyResponse(eventId, key);
    rememberChannels(eventId, opened.response.id, opened.notify);
    return opened.response;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) forgetKey();
    toast.error(refusalProblem(error, "modify").text);
    return null;
  }
}

/** Forgets the personal link's key this page kept (response-link.ts) once it opens nothing. */
const forgetKey = () => history.replaceState({ ...history.state, responseKey: null }, "");
