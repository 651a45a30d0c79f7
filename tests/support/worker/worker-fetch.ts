import type worker from "../../../worker/index";

/** What the Worker's fetch receives: tests build plain Requests and call it directly. */
export type IncomingRequest = Parameters<typeof worker.fetch>[0];
export const incoming = (url: string, init?: RequestInit) =>
  new Request(url, init) as IncomingRequest;

/** An execution context for calling the Worker's fetch handler directly. */
export const executionContext = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** An assets binding that answers every path with `respond(pathname)`, like the built SPA. */
export const fakeAssets = (respond: (pathname: string) => Response) =>
  ({
    fetch: async (request: Request) => respond(new URL(request.url).pathname),
  }) as unknown as Fetcher;
