import { env } from "cloudflare:workers";
import { expect } from "vitest";
import worker from "../../../worker/index";
import { SHELL } from "./card-assets";
import { executionContext, fakeAssets, incoming } from "./worker-fetch";

/**
 * The invite page's form as the browser itself posts it (before the app runs, or without
 * JavaScript): `POST /events/{id}/public`, form-encoded, answered with the page
 * (the page route's action, docs/decisions/0051-one-form-path.md). The assets binding serves
 * the app's shell; the app's markup is the real server render.
 */
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));
export const SITE = "http://localhost";

/** Posts the form's fields to an invite page, from this site unless `headers` say otherwise. */
export function postForm(
  eventId: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: SITE },
  search = "",
) {
  return worker.fetch(
    incoming(`${SITE}/events/${eventId}/public${search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    { ...env, ASSETS: assets },
    executionContext,
  );
}

/**
 * Posts the form and expects it refused: answered with `status` and the page saying `answer`.
 * The answered page, for what else it should keep or mark.
 */
export async function postRefused(
  eventId: string,
  fields: Record<string, string>,
  status: number,
  answer: string,
): Promise<string> {
  const res = await postForm(eventId, fields);
  const html = await res.text();
  expect({ status: res.status, answer: answerOf(html) }).toEqual({ status, answer });
  return html;
}

/** Anything else sent to the Worker with the same shell (a GET of a page, another body). */
export const fetchPage = (url: string, init?: RequestInit) =>
  worker.fetch(incoming(url, init), { ...env, ASSETS: assets }, executionContext);

/** The words the answered page says about the post, if any. */
export const answerOf = (html: string) =>
  /data-testid="form-answer">([^<]*)</.exec(html)?.[1] ?? null;
