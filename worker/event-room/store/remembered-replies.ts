/**
 * The replies the room remembers by Idempotency-Key (decision 0027): a retry after a lost reply
 * gets the first reply, for a day; a key reused for another request is told apart by its hash.
 */
export class RememberedReplies {
  constructor(private readonly sql: SqlStorage) {}

  /** The reply given to an earlier request with this Idempotency-Key, with that request's hash. */
  find(key: string): { reply: unknown; requestHash: string | null } | undefined {
    const row = this.sql
      .exec<{ result: string; request_hash: string | null }>(
        "SELECT result, request_hash FROM idempotency WHERE key = ?",
        key,
      )
      .toArray()[0];
    return row && { reply: JSON.parse(row.result), requestHash: row.request_hash };
  }

  remember(key: string, requestHash: string | null, reply: unknown, now: number): void {
    this.sql.exec(
      "INSERT INTO idempotency (key, result, created_at, request_hash) VALUES (?, ?, ?, ?)",
      key,
      JSON.stringify(reply),
      now,
      requestHash,
    );
  }
}
