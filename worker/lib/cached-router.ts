import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Distinct method-and-path pairs cached per isolate (a rush asks for one path again and again). */
const CACHED_MATCHES = 1000;

/**
 * Hono's default router, caching its last matches. Our routes mix static and parameter
 * segments at the same place (`/users/me` and `/users/:user_id`), which Hono's fastest router
 * refuses, so matching falls to the trie: about a fifth of a snapshot's CPU went to walking it
 * (`npm run bench:profile`). A match depends only on the method and path, and Hono only reads
 * the result, so the same match is handed out again; past CACHED_MATCHES, the least recently
 * used is dropped.
 */
export class CachedRouter<T> implements Router<T> {
  name = "CachedRouter";
  #router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  #matches = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#matches.get(key);
    if (known) {
      // Most recently used last, so the first entry is the one to forget.
      this.#matches.delete(key);
      this.#matches.set(key, known);
      return known;
    }
    const found = this.#router.match(method, path);
    this.#matches.set(key, found);
    if (this.#matches.size > CACHED_MATCHES) {
      this.#matches.delete(this.#matches.keys().next().value as string);
    }
    return found;
  }
}
