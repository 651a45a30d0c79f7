import { answerWords } from "virtual:render-page";
import { ResponseCreate } from "#contract/events";
import { FORM_KEY_FIELD, type FormAnswer } from "#contract/page-data";
import { ConfigError, configOf } from "../lib/config";
import { ApiError } from "../lib/errors";
import { clientSource } from "../lib/guess-limits";
import { toValidationIssues } from "../lib/validation";
import { type PageAnswer, serveEventPage } from "../link-preview/event-page";
import { readBody } from "../middleware/request-body";
import { refusalToError } from "../services/response-auth";
import { submitToRoom } from "../services/responses";
import { isSameSite } from "./same-site";

/** An idempotency key as the API takes it in its header. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * `POST /events/{id}/public`: the invite page's form, posted by the browser itself (before the
 * app has taken over, or without JavaScript). The same rules as `POST /api/v1/events/{id}/submit`
 * (the contract's schema, the room's decisions, its idempotency and its limits per network),
 * answered with the invite page saying how it went: joined, waiting at place N, or refused
 * with the reason and what was typed (not the password).
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
    return pageWith(request, env, eventId, refusal(new ApiError("server_misconfigured")));
  }
  if (body === "too large") {
    return pageWith(request, env, eventId, refusal(new ApiError("body_too_large")));
  }
  const fields = isFormEncoded(request)
    ? new URLSearchParams(new TextDecoder().decode(body ?? new Uint8Array()))
    : new URLSearchParams();
  const typed = {
    name: fields.get("name") ?? "",
    status: fields.get("status") || "attending",
    message: fields.get("message") ?? "",
  };
  const parsed = ResponseCreate.safeParse({
    ...typed,
    password: fields.get("password") ?? "",
    message: typed.message.trim() === "" ? null : typed.message,
  });
  if (!parsed.success) {
    const issues = toValidationIssues(parsed.error, "form");
    return pageWith(
      request,
      env,
      eventId,
      refusal(new ApiError("validation_failed", {}, issues)),
      typed,
    );
  }
  const key = fields.get(FORM_KEY_FIELD)?.trim() ?? "";
  const result = await submitToRoom(
    env,
    config.secretKey,
    eventId,
    parsed.data,
    KEY.test(key) ? key : null,
    clientSource(request.headers.get("CF-Connecting-IP")),
  );
  if (!result.ok) return pageWith(request, env, eventId, refusal(refusalToError(result)), typed);
  return pageWith(request, env, eventId, { ok: true, reply: result.reply });
}

const isFormEncoded = (request: Request) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "");

const refusal = (error: ApiError): FormAnswer & { ok: false } => ({
  ok: false,
  status: error.status,
  body: error.body,
  retryAfter: Number(error.headers["Retry-After"]) || null,
});

/** The invite page, as a GET of it would be, with the outcome said and typed values kept. */
async function pageWith(
  request: Request,
  env: Env,
  eventId: string,
  answer: FormAnswer,
  typed?: PageAnswer["typed"],
): Promise<Response> {
  const { text, field } = answerWords(answer);
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const page = new Request(request.url, { method: "GET", headers });
  return serveEventPage(page, env, env.ASSETS, eventId, {
    status: answer.ok ? 200 : answer.status,
    ok: answer.ok,
    text,
    field,
    typed,
  });
}
