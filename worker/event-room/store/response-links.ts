import type { StoredResponse } from "./types";

/**
 * The responses' personal links ('내 응답 링크', decision 0018), kept only as keyed hashes: one
 * per response, replaced by a new one, dropped with a new password or with the response.
 */
export class ResponseLinks {
  constructor(private readonly sql: SqlStorage) {}

  /** The response a personal link opens (by its keyed hash), if it still does. */
  opens(linkHash: string): StoredResponse | undefined {
    return this.sql
      .exec<StoredResponse>(
        "SELECT r.* FROM responses r JOIN response_links l ON l.response_id = r.id WHERE l.link_hash = ?",
        linkHash,
      )
      .toArray()[0];
  }

  /** The keyed hash of a response's personal link, if it has one (a check-in pass is signed over it). */
  of(responseId: string): string | undefined {
    return this.sql
      .exec<{ link_hash: string }>(
        "SELECT link_hash FROM response_links WHERE response_id = ?",
        responseId,
      )
      .toArray()[0]?.link_hash;
  }

  /** A new password takes the personal link with it (the link stood for the old one). */
  drop(responseId: string): void {
    this.sql.exec("DELETE FROM response_links WHERE response_id = ?", responseId);
  }

  /** A response's one personal link: a new one replaces (and so revokes) the last. */
  set(responseId: string, linkHash: string): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO response_links (response_id, link_hash) VALUES (?, ?)",
      responseId,
      linkHash,
    );
  }
}
