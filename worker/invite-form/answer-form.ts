import { answerWords } from "virtual:render-page";
import type { ZodError } from "zod";
import { FORM_KEY_FIELD, FORM_MODE_FIELD, type FormAnswer } from "#contract/invite-form";
import { NameQuery, ResponseCreate, ResponseModify } from "#contract/response-requests";
import type { ResponseAction } from "#contract/response-rules";
import { ConfigError, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { clientSource, UNKNOWN_SOURCE } from "../lib/password-attempt-limits";
import { publicOrigin } from "../lib/public-origin";
import { toValidationIssues } from "../lib/validation";
import { readBody } from "../middleware/request-body";
import { serveEventPage } from "../pages/event-page";
import { refusalToError } from "../services/refusal-errors";
import { cancelInRoom, modifyInRoom, submitToRoom } from "../services/responses";
import type { PageAnswer } from "./answer-markup";
import { postedBy } from "./posted";
import { postedAnswers, refusedAnswerIds } from "./posted-answers";
import { isSameSite } from "./same-site";

/** An idempotency key as the API takes it in its header. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * `POST /events/{id}/public`: the invite page's form, posted by the browser itself (before the
 * app has taken over, or without JavaScript), as a new response, a change or a cancellation
 * (the form's mode field). The same rules as the API's submit, modify and delete (the
 * contract's schemas, the password check and its lockout, the room's decisions, its
 * idempotency and its limits per network), answered with the invite page saying how it went:
 * joined, waiting at place N, changed, cancelled, or refused with the reason and what was
 * typed (not the password). A sign-up gets its personal link ('내 응답 링크', made with the
 * password just typed), and a sign-up or a change is handed to the app, which remembers it as
 * this browser's response when it takes over (a slow phone): '내 응답' then shows it.
 */
export async function answerInviteForm(
  request: Request,
  env: Env,
  eventId: string,
): Promise<Response> {
  const body = await readBody(request);
  if (!isSameSite(request, env)) {
    // A page elsewhere posting in a visitor's name: nothing is stored (the body was only drained).
    return new Response("다른 사이트에서 보낸 신청은 받지 않습니다.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  let config: ReturnType<typeof configOf>;
  try {
    config = configOf(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return pageWith(
      request,
      env,
      eventId,
      refusal("submit", new ApiError("server_misconfigured")),
      {},
    );
  }
  if (body === "too large") {
    return pageWith(request, env, eventId, refusal("submit", new ApiError("body_too_large")), {});
  }
  const fields = isFormEncoded(request)
    ? new URLSearchParams(new TextDecoder().decode(body ?? new Uint8Array()))
    : new URLSearchParams();
  const mode = fields.get(FORM_MODE_FIELD);
  const action: ResponseAction =
    mode === "edit" ? "modify" : mode === "delete" ? "delete" : "submit";
  const typed = {
    name: fields.get("name") ?? "",
    status: fields.get("status") ?? "",
    message: fields.get("message") ?? "",
    guests: fields.get("guests") ?? "",
    notify_email: fields.get("notify_email") ?? "",
    answers: postedAnswers(fields) ?? {},
  };
  const source = sourceOf(request, env);
  const answer = await sendAnswer(
    request,
    env,
    config.secretKey,
    eventId,
    action,
    fields,
    typed,
    source,
  );
  if (!answer.ok) return pageWith(request, env, eventId, answer, { typed });
  const origin = publicOrigin(env, new URL(request.url));
  const follow = { env, secretKey: config.secretKey, eventId, origin, source };
  return pageWith(request, env, eventId, answer, await postedBy(follow, action, fields, answer));
}

/** Where the post came from, for the limits per network; its absence is logged. */
function sourceOf(request: Request, env: Env): string | null {
  const source = clientSource(request.headers.get("CF-Connecting-IP"), configOf(env).isProduction);
  if (source === UNKNOWN_SOURCE) {
    // No client address from Cloudflare's edge: say so, as the API's request line does.
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "request without client address",
        method: request.method,
        path: new URL(request.url).pathname,
      }),
    );
  }
  return source;
}

type Typed = NonNullable<PageAnswer["typed"]>;

/** Checks the form's fields with the API's own schemas and hands them to the room. */
async function sendAnswer(
  request: Request,
  env: Env,
  secretKey: string,
  eventId: string,
  action: ResponseAction,
  fields: URLSearchParams,
  typed: Typed,
  source: string | null,
): Promise<FormAnswer> {
  // Mails' links point where invitees open the page (APP_ORIGIN first).
  const origin = publicOrigin(env, new URL(request.url));
  const answers = {
    name: typed.name,
    password: fields.get("password") ?? "",
    status: typed.status || (action === "submit" ? "attending" : undefined),
    message: typed.message.trim() === "" ? null : typed.message,
    // Optional: left empty, a sign-up has none and a change keeps the address it had (the plain
    // form cannot show it, so it cannot mean "remove"; the field says so).
    notify_email: typed.notify_email.trim() === "" ? undefined : typed.notify_email,
    new_password: fields.get("new_password") || undefined,
    // A number field: absent keeps (or, for a sign-up, means none); anything else is checked.
    guests: typed.guests ? Number(typed.guests) : undefined,
    answers: postedAnswers(fields),
  };
  const invalid = (error: ZodError) =>
    refusal(action, new ApiError("validation_failed", {}, toValidationIssues(error, "form")));
  try {
    if (action === "submit") {
      const parsed = ResponseCreate.safeParse(answers);
      if (!parsed.success) return invalid(parsed.error);
      const key = fields.get(FORM_KEY_FIELD)?.trim() ?? "";
      const result = await submitToRoom(
        env,
        secretKey,
        eventId,
        { ...parsed.data, answers_from_form: true },
        KEY.test(key) ? key : null,
        source,
        origin,
      );
      return result.ok ? { ok: true, action, reply: result.reply } : refused(action, result);
    }
    const parsed = ChangeForm.safeParse(answers);
    if (!parsed.success) return invalid(parsed.error);
    const { name, password, ...change } = parsed.data;
    const result =
      action === "modify"
        ? await modifyInRoom(
            env,
            eventId,
            { name, password },
            { ...change, origin, answers_from_form: true },
            source,
          )
        : await cancelInRoom(env, eventId, { name, password }, source);
    return result.ok ? { ok: true, action, reply: result.reply } : refused(action, result);
  } catch (error) {
    // A wrong password or an unknown name, refused before the room changes anything.
    if (error instanceof ApiError) return refusal(action, error);
    throw error;
  }
}

/**
 * A change or a cancellation names the response and proves it with the password (the API's
 * modify query and body; its delete query is the name and password alone).
 */
const ChangeForm = NameQuery.extend(ResponseModify.omit({ name: true }).shape);

const isFormEncoded = (request: Request) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "");

const refused = (action: ResponseAction, result: Parameters<typeof refusalToError>[0]) => ({
  ...refusal(action, refusalToError(result)),
  ...(result.forGuests && { moreGuests: true }),
});

const refusal = (action: ResponseAction, error: ApiError): FormAnswer & { ok: false } => ({
  ok: false,
  action,
  status: error.status,
  body: error.body,
  retryAfter: Number(error.headers["Retry-After"]) || null,
});

/**
 * The invite page, as a GET of it would be, with the outcome said and typed values kept, or
 * the response it made or changed (and a sign-up's personal link).
 */
async function pageWith(
  request: Request,
  env: Env,
  eventId: string,
  answer: FormAnswer,
  extra: Pick<PageAnswer, "typed" | "posted" | "link">,
): Promise<Response> {
  const { text, field } = answerWords(answer);
  // Every refused answer is marked, not only the one the words are about.
  const refusedAnswers = answer.ok ? [] : refusedAnswerIds(answer.body);
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const page = new Request(request.url, { method: "GET", headers });
  return serveEventPage(page, env, env.ASSETS, eventId, {
    status: answer.ok ? 200 : answer.status,
    ok: answer.ok,
    text,
    field,
    refusedAnswers,
    ...extra,
  });
}
