/**
 * The D1 statements of a table of password guesses counted per target and source (sign-ins'
 * `login_guesses` by email, votes' `poll_guesses` by vote): `target` names its target column.
 * Table and column names come from code, never from a request.
 */

/**
 * Counts one attempt in one statement, starting a new window or day when the old one is over
 * (SQLite evaluates every SET expression against the row as it was), and returns the counts:
 * ?1 the target, ?2 the source, ?3 now, ?4 the window, ?5 a day (password-attempt-limits.ts).
 */
export const countAttemptSql = (table: string, target: string) => `INSERT INTO ${table}
    (${target}, source, failures, window_started_at, day_failures, day_started_at)
  VALUES (?1, ?2, 1, ?3, 1, ?3)
  ON CONFLICT (${target}, source) DO UPDATE SET
    failures = CASE WHEN window_started_at <= ?3 - ?4 THEN 1 ELSE failures + 1 END,
    window_started_at = CASE WHEN window_started_at <= ?3 - ?4 THEN ?3 ELSE window_started_at END,
    day_failures = CASE WHEN day_started_at <= ?3 - ?5 THEN 1 ELSE day_failures + 1 END,
    day_started_at = CASE WHEN day_started_at <= ?3 - ?5 THEN ?3 ELSE day_started_at END
  RETURNING failures, window_started_at AS windowStartedAt, day_failures AS dayFailures,
    day_started_at AS dayStartedAt`;

/** A right password takes its own reservation back from a count (target, source). */
export const giveBackSql = (table: string, target: string) => `UPDATE ${table}
    SET failures = max(failures - 1, 0), day_failures = max(day_failures - 1, 0)
  WHERE ${target} = ? AND source = ?`;
