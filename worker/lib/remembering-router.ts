import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Distinct method-and-path pairs remembered per isolate (a rush asks for one path again and again). */
const REMEMBERED = 1000;

/**
 * Hono's default router, remembering its last answers. Our routes mix static and parameter
 * segments at the same place (`/users/me` and `/users/:user_id`), which Hono's fastest router
 * refuses, so matching falls to the trie: about a fifth of a snapshot's CPU went to walking it
 * (`npm run bench:profile`). A match depends only on the method and path, and Hono only reads
 * the result, so the same answer is handed out again; the oldest are forgotten past REMEMBERED.
 */
export class RememberingRouter<T> implements Router<T> {
  name = "RememberingRouter";
  #router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#answers.get(key);
    if (known) {
      // Most recently used last, so the first entry is the one to forget.
      this.#answers.delete(key);
      this.#answers.set(key, known);
      return known;
    }
    const answer = this.#router.match(method, path);
    this.#answers.set(key, answer);
    if (this.#answers.size > REMEMBERED) {
      this.#answers.delete(this.#answers.keys().next().value as string);
    }
    return answer;
  }
}
