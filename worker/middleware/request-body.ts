import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "../lib/errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a request's body to its end before anything replies. The local server (miniflare's
 * Node front before workerd) breaks a kept-alive connection when a reply leaves the body
 * unread (a 401, a 404 or a 422 on the path): the next request on it fails with "fetch failed"
 * or ECONNRESET. Every unread byte is drained, and read is at most the limit.
 */
export async function readBody(request: Request): Promise<Uint8Array | "too large" | null> {
  if (!request.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // Past the limit the rest is still drained, and dropped.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) return "too large";
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The API's request bodies: read in full up front (see `readBody`), refused with 413 over
 * 64 KiB, and handed on as a fresh request whose body the handlers read as usual.
 */
export const requestBody = createMiddleware<AppEnv>(async (c, next) => {
  const body = await readBody(c.req.raw);
  if (body === "too large") throw new ApiError("body_too_large");
  if (body !== null) c.req.raw = new Request(c.req.raw, { body });
  await next();
});
