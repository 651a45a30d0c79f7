import type { FormOutcome, FormPost, FormSent } from "#contract/invite-form";
import type { PostedResponse } from "#contract/posted-response";
import type { EventPublicView } from "#contract/public-view";
import { type ResponseCall, type ResponseRequest, responseCall } from "#contract/response-call";
import type { ResponseAction } from "#contract/response-rules";
import type { ResponseResult } from "#contract/responses";
import { requestLanguage } from "#i18n/request-language";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";
import { postedFormRefusal } from "./posted-form-refusal";

type Page = { request: Request; env: Env; eventId: string; view?: EventPublicView };

/**
 * The Worker's part of the invite page's action (web/app/routes/event-public.tsx), whose own
 * checks made the request from the posted fields (the app's answerOf): the request sent to the
 * public responses route as the app sends it (responseCall: its checks, the password and its
 * lockout, the room, the idempotency and the limits per network), and after a sign-up its
 * personal link, made with the password just typed as '내 응답 링크' makes one. `tooLarge`: the
 * body was over the limit and nothing is read or sent.
 */
export function formPost(page: Page, tooLarge: boolean): FormPost {
  return {
    opened: (action) => {
      const refused = postedFormRefusal(
        page.env,
        tooLarge,
        page.view !== undefined,
        "event_not_found",
      );
      if (refused || !page.view)
        return { refusal: refusal(action, refused ?? new ApiError("event_not_found")) };
      return { view: page.view };
    },
    send: async (request) => {
      const { action } = request;
      const res = await callApi(page, apiCall(responseCall(request)));
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const retryAfter = Number(res.headers.get("Retry-After")) || null;
        return { outcome: { ok: false, action, status: res.status, body, retryAfter } };
      }
      const outcome = { ok: true, action, reply: body as ResponseResult } as const;
      return { outcome, ...(await postedBy(page, request, body as ResponseResult)) };
    },
  };
}

/** The route's method, path and headers for a call (its body is responseCall's). */
function apiCall(call: ResponseCall): ApiCall {
  switch (call.route) {
    case "submit": {
      const headers = { "Idempotency-Key": call.idempotencyKey };
      return { method: "POST", path: "submit", json: call.json, headers };
    }
    case "modify": {
      const path = `modify?${new URLSearchParams({ name: call.name })}`;
      return { method: "PUT", path, json: call.json };
    }
    case "delete":
      return { method: "DELETE", path: "delete", json: call.json };
    // A personal link's key lives in the page address's fragment, which a post never carries:
    // these come only from the app, and are sent the same way for completeness.
    case "modify_by_link":
      return { method: "PUT", path: "my-response", json: call.json, headers: keyed(call.key) };
    case "delete_by_link":
      return { method: "DELETE", path: "my-response", headers: keyed(call.key) };
  }
}

const keyed = (key: string) => ({ "X-Response-Key": key });

type ApiCall = {
  method: string;
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * The API route itself, in this isolate: the same middleware and route as the app's call. It
 * names the language the page was read in, as the app's call would: what the route words for
 * the invitee (its notices, its mails) is then in that language.
 */
async function callApi({ request, env, eventId, view }: Page, call: ApiCall): Promise<Response> {
  const { app } = await import("../app");
  const url = new URL(`/api/v1/events/${eventId}/${call.path}`, request.url);
  const headers = new Headers({ "Content-Type": "application/json", ...call.headers });
  headers.set("Accept-Language", requestLanguage(request, { event: view?.language }));
  // The limits per network count the visitor's own address, as for the app's call.
  const source = request.headers.get("CF-Connecting-IP");
  if (source) headers.set("CF-Connecting-IP", source);
  const body = call.json === undefined ? undefined : JSON.stringify(call.json);
  return app.fetch(new Request(url, { method: call.method, headers, body }), env);
}

/**
 * What the page hands the app about the response a post made or changed, so that the app,
 * taking over the page (a slow phone), remembers it as this browser's ('내 응답' shows it):
 * after a sign-up also its personal link ('내 응답 링크', decision 0018), which without
 * JavaScript is the way to change the response later without the password. A change makes
 * none: a new link would stop the one the invitee may keep elsewhere; one that set a new
 * password stopped it, so a kept key is forgotten.
 */
async function postedBy(
  page: Page,
  request: ResponseRequest,
  reply: Partial<ResponseResult>,
): Promise<Pick<FormSent, "posted" | "link">> {
  // A cancellation's reply names no response: there is nothing left to follow.
  if (!reply.response || reply.revision === undefined) return {};
  const posted: PostedResponse = {
    event_id: page.eventId,
    id: reply.response.id,
    name: reply.response.name,
    status: reply.response.status,
    revision: reply.revision,
    // '매번 참석': told only when the reply says (an occurrence of a series).
    ...(reply.standing === undefined ? {} : { standing: reply.standing }),
  };
  if (request.action === "modify") {
    return { posted: request.change.new_password ? { ...posted, key: null } : posted };
  }
  // Best effort: the sign-up stands without a link (a lockout, a limit).
  const json = { name: reply.response.name, password: request.password };
  const made = await callApi(page, { method: "POST", path: "my-link", json });
  const key = made.ok ? ((await made.json()) as { key: string }).key : null;
  if (!key) return { posted };
  const origin = publicOrigin(page.env, new URL(page.request.url));
  return {
    posted: { ...posted, key },
    link: `${origin}/events/${page.eventId}/public#key=${key}`,
  };
}

const refusal = (action: ResponseAction, error: ApiError): FormOutcome => ({
  ok: false,
  action,
  status: error.status,
  body: error.body,
  retryAfter: Number(error.headers["Retry-After"]) || null,
});
