import {
  FORM_KEY_FIELD,
  type FormOutcome,
  type FormPost,
  type FormSent,
  postedAction,
} from "#contract/invite-form";
import type { PostedResponse } from "#contract/posted-response";
import type { EventPublicView } from "#contract/public-view";
import { ANSWER_FIELD_PREFIX, type Answers, YES_NO_FIELD_VALUES } from "#contract/questions";
import { nameKey, type ResponseAction } from "#contract/response-rules";
import type { ResponseResult } from "#contract/responses";
import { ConfigError, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";

/** An idempotency key as the API takes it in its header; another is left out, not refused. */
const KEY = /^[\x21-\x7e]{1,200}$/;

type Page = { request: Request; env: Env; eventId: string; view?: EventPublicView };

/**
 * The Worker's part of the invite page's action (web/app/routes/event-public.tsx): the posted
 * fields made into the call the app makes, sent to the public responses route
 * (worker/routes/public-responses.ts: its checks, the password and its lockout, the room, the
 * idempotency and the limits per network), and after a sign-up its personal link, made with the
 * password just typed as '내 응답 링크' makes one. `tooLarge`: the body was over the limit and
 * nothing is sent.
 */
export function formPost(page: Page, tooLarge: boolean): FormPost {
  return {
    send: async (fields) => {
      const action = postedAction(fields);
      if (tooLarge) return { outcome: refusal(action, new ApiError("body_too_large")) };
      try {
        configOf(page.env);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        console.error(error.message);
        return { outcome: refusal(action, new ApiError("server_misconfigured")) };
      }
      const call = apiRequest(page, action, fields);
      const res = await callApi(page, call);
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const moreGuests = action === "modify" && asksMoreGuests(page.view, fields);
        const outcome: FormOutcome = {
          ok: false,
          action,
          status: res.status,
          body,
          retryAfter: Number(res.headers.get("Retry-After")) || null,
          ...(moreGuests && { moreGuests }),
        };
        return { outcome, answers: (call.json as { answers?: Answers }).answers };
      }
      const outcome = { ok: true, action, reply: body as ResponseResult } as const;
      return { outcome, ...(await postedBy(page, action, fields, body as ResponseResult)) };
    },
  };
}

/** The API's request for the posted fields: the same body, query and header the app sends. */
function apiRequest(page: Page, action: ResponseAction, fields: URLSearchParams) {
  const name = fields.get("name") ?? "";
  const password = fields.get("password") ?? "";
  if (action === "delete") return { method: "DELETE", path: "delete", json: { name, password } };
  const message = fields.get("message") ?? "";
  const email = fields.get("notify_email") ?? "";
  const guests = fields.get("guests");
  const change = {
    password,
    status: fields.get("status") || (action === "submit" ? "attending" : undefined),
    message: message.trim() === "" ? null : message,
    // Optional: left empty, a sign-up has none and a change keeps the address it had (the plain
    // form cannot show it, so it cannot mean "remove"; the field says so).
    notify_email: email.trim() === "" ? undefined : email,
    // A number field: absent keeps (or, for a sign-up, means none); anything else is checked.
    guests: guests ? Number(guests) : undefined,
    answers: answersOf(page.view, fields, action),
  };
  if (action === "modify") {
    const json = { ...change, new_password: fields.get("new_password") || undefined };
    return { method: "PUT", path: `modify?${new URLSearchParams({ name })}`, json };
  }
  const key = fields.get(FORM_KEY_FIELD)?.trim() ?? "";
  const headers = KEY.test(key) ? { "Idempotency-Key": key } : undefined;
  return { method: "POST", path: "submit", json: { name, ...change }, headers };
}

/**
 * The answers as the API takes them: a yes/no question's "yes" or "no" as true or false (only
 * the event's questions say which fields are yes/no ones). The plain form posts every text
 * field, empty when left blank; a change by name and password shows none of the answers given
 * before, so a blank there changes nothing and is left out, as the app leaves it out.
 */
function answersOf(view: EventPublicView | undefined, fields: URLSearchParams, action: string) {
  const posted = postedAnswers(fields);
  if (!posted) return undefined;
  const yesNo = new Set(view?.questions?.filter((q) => q.kind === "yes_no").map((q) => q.id));
  const answers: Record<string, string | boolean> = {};
  for (const [id, value] of Object.entries(posted)) {
    if (action === "modify" && value.trim() === "") continue;
    const isYesNo = yesNo.has(id) && Object.hasOwn(YES_NO_FIELD_VALUES, value);
    answers[id] = isYesNo ? YES_NO_FIELD_VALUES[value as keyof typeof YES_NO_FIELD_VALUES] : value;
  }
  return answers;
}

/** A change of an attending response to more guests: a refusal for want of seats is about them. */
function asksMoreGuests(view: EventPublicView | undefined, fields: URLSearchParams): boolean {
  const before = view?.responses.find((r) => nameKey(r.name) === nameKey(fields.get("name") ?? ""));
  return before?.status === "attending" && Number(fields.get("guests") ?? 0) > before.guests;
}

type ApiCall = { method: string; path: string; json: unknown; headers?: Record<string, string> };

/** The API route itself, in this isolate: the same middleware and route as the app's call. */
async function callApi({ request, env, eventId }: Page, call: ApiCall): Promise<Response> {
  const { app } = await import("../app");
  const url = new URL(`/api/v1/events/${eventId}/${call.path}`, request.url);
  const headers = new Headers({ "Content-Type": "application/json", ...call.headers });
  // The limits per network count the visitor's own address, as for the app's call.
  const source = request.headers.get("CF-Connecting-IP");
  if (source) headers.set("CF-Connecting-IP", source);
  const body = JSON.stringify(call.json);
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
  action: ResponseAction,
  fields: URLSearchParams,
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
  };
  if (action === "modify") {
    return { posted: fields.get("new_password") ? { ...posted, key: null } : posted };
  }
  // Best effort: the sign-up stands without a link (a lockout, a limit).
  const password = fields.get("password") ?? "";
  const json = { name: reply.response.name, password };
  const made = await callApi(page, { method: "POST", path: "my-link", json });
  const key = made.ok ? ((await made.json()) as { key: string }).key : null;
  if (!key) return { posted };
  const origin = publicOrigin(page.env, new URL(page.request.url));
  return {
    posted: { ...posted, key },
    link: `${origin}/events/${page.eventId}/public#key=${key}`,
  };
}

/**
 * The plain form's answers to the event's questions: its fields `answers.<id>`, as posted (a
 * yes/no question's radio says "yes" or "no"). Undefined when the form posted none: a sign-up
 * then answers nothing and a change keeps its answers (a form of radios alone, none chosen,
 * posts nothing).
 */
function postedAnswers(fields: URLSearchParams): Record<string, string> | undefined {
  let answers: Record<string, string> | undefined;
  for (const [name, value] of fields) {
    if (!name.startsWith(ANSWER_FIELD_PREFIX)) continue;
    const id = name.slice(ANSWER_FIELD_PREFIX.length);
    // A field twice (a crafted post): the first counts, as URLSearchParams.get reads the others.
    answers ??= {};
    if (id !== "" && !Object.hasOwn(answers, id)) answers[id] = value;
  }
  return answers;
}

const refusal = (action: ResponseAction, error: ApiError): FormOutcome => ({
  ok: false,
  action,
  status: error.status,
  body: error.body,
  retryAfter: Number(error.headers["Retry-After"]) || null,
});
