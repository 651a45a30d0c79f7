import { vi } from "vitest";

/** A JSON answer with this status, as a stubbed fetch gives it, with any extra headers. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** The API's 422 for one body field it refused: the field, why (`msg`) and the check's `type`. */
export const refusedField = (field: string, msg: string, type: string) =>
  json(422, { detail: [{ loc: ["body", field], msg, type }], code: "validation_failed" });

/**
 * A call the page made: its method, path, JSON body (null without one), Authorization, and its
 * Idempotency-Key when it sent one.
 */
export type ApiCall = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  idempotencyKey?: string;
};

/**
 * `fetch` as a few routes of the Worker: `answer` replies to each call by method and path (the
 * API's 404 where it gives nothing), and every call is kept in order, to read what was sent.
 */
export function fakeApi(answer: (call: ApiCall) => Response | undefined) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
    const text = await request.text();
    const key = request.headers.get("Idempotency-Key");
    const call: ApiCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
      authorization: request.headers.get("Authorization"),
      ...(key === null ? {} : { idempotencyKey: key }),
    };
    calls.push(call);
    return answer(call) ?? json(404, { detail: "Not Found", code: "not_found" });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    calls,
    sent: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path).map((call) => call.body),
  };
}
