import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";
import { requestHeaders, settle, timedFetch } from "./api-response";

/** The one API client: typed from the Worker's routes; headers, timeout and replies per api-response.ts. */
export const api = hc<AppType>("/api/v1", { headers: requestHeaders, fetch: timedFetch });

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json">
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/** Awaits a call, returns its success body, and throws `ApiError` otherwise (api-response.ts). */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  return (await settle(call as Promise<Response>)) as SuccessBody<R>;
}
