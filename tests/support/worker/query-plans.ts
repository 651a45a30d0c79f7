import { env } from "cloudflare:workers";
import { afterAll, afterEach } from "vitest";

/**
 * Every D1 statement the Worker tests run, asked for its query plan: a full SCAN of a table
 * that grows with the service fails the test that ran it, unless the statement is on
 * ALLOWED_SCANS below. A scan's cost grows with everyone's rows, not the caller's: the
 * dashboard's list once read every event of every organiser (docs/benchmarks.md, rows read).
 *
 * It watches the D1 binding's own classes, patched in this isolate only (a setup file of
 * vitest.worker.config.ts), so the Worker, its Durable Objects and the tests' own reads are
 * all seen and production code carries nothing of it.
 */

/** Tables whose size does not grow with users, events or answers. */
const FIXED_SIZE = new Set(["deployment_checks", "d1_migrations"]);

/** Full scans that are the point of the statement, each with its reason. */
const ALLOWED_SCANS: { table: string; statement: RegExp; reason: string }[] = [
  {
    table: "users",
    statement:
      /^select .* from "users" order by "users"\."created_at" desc, "users"\."email" asc limit \?/,
    reason: "the superuser's list of every user (GET /users/, newest first), a page of all of them",
  },
  {
    table: "users",
    statement: /^select count\(\*\) from "users"$/,
    reason: "that list's count: every user, for the superuser",
  },
  {
    table: "mail_outbox",
    statement: /^select .* from "mail_outbox" order by "mail_outbox"\."created_at" desc limit \?$/,
    reason: "the local outbox (GET /utils/outbox), which production does not have",
  },
  {
    table: "mail_outbox",
    statement: /^(DELETE|SELECT count\(\*\) AS n) FROM mail_outbox WHERE html LIKE \?$/,
    reason:
      "an erased event's mails in the local outbox (store/mirror-erasure.ts, and the retention test counting them): production sends its mails and keeps none there",
  },
  {
    table: "room_syncs",
    statement: /^select .* from "room_syncs" order by "room_syncs"\."since" asc limit \?$/,
    reason:
      "the minute's sweep takes the oldest owed room syncs by the index on since, a page at a time; rows leave as rooms answer, so the table holds the backlog, not the service",
  },
  {
    table: "poll_invitations",
    statement:
      /^SELECT i\.vote_id, i\.poll_id, i\.origin,[\s\S]*FROM poll_invitations i\s[\s\S]*WHERE i\.sent_at IS NULL\s/,
    reason:
      "closed polls' invitations still to mail, by the partial index on unsent rows: a row leaves it once its mail went, so it holds the backlog, not the service",
  },
  {
    table: "standing_replies",
    statement: /^select .* from "standing_replies" .* where \("standing_replies"\."mail_owed" = \?/,
    reason:
      "standing answers' mails still owed, by the partial index on owed rows: a row leaves it once its mail went, so it holds the backlog, not the service",
  },
  {
    table: "standing_replies",
    statement: /^select .* from "standing_replies" .* where \("standing_replies"\."state" = \?/,
    reason:
      "standing answers a crash left pending, by the partial index on pending rows: a row leaves it once its room answered, so it holds the backlog, not the service",
  },
  {
    table: "users",
    statement: /^SELECT count\(\*\) AS n FROM users$/,
    reason: "tests/worker/security/hostile-input.test.ts counts every row: nothing was added",
  },
  {
    table: "events",
    statement: /^SELECT count\(\*\) AS n FROM events$/,
    reason: "tests/worker/security/hostile-input.test.ts counts every row: nothing was added",
  },
];

type Statement = { statement: string; params: unknown[] };
type Run = (this: Statement, ...args: unknown[]) => Promise<unknown>;
type Batch = (this: unknown, statements: Statement[], ...rest: unknown[]) => Promise<unknown>;

/**
 * Kept on the isolate, not the module: the binding's classes are patched once per isolate
 * (WATCHED below) while files share a runner, so the one patch and every evaluation of this
 * setup file, however many, record and check the same statements.
 */
const kept = globalThis as { [key: symbol]: unknown };
const RAN = Symbol.for("query-plans.ran");
const VERDICTS = Symbol.for("query-plans.verdicts");
kept[RAN] ??= new Map<string, unknown[]>();
kept[VERDICTS] ??= new Map<string, string | null>();
const ran = kept[RAN] as Map<string, unknown[]>;
const verdicts = kept[VERDICTS] as Map<string, string | null>;
const record = ({ statement, params }: Statement) => {
  if (!verdicts.has(statement)) ran.set(statement, params);
};

const WATCHED = Symbol.for("query-plans.watched");

/** Records each statement the binding runs, then runs it as before. */
function watch() {
  const db = env.DB as unknown as Record<PropertyKey, unknown>;
  const databaseClass = Object.getPrototypeOf(db);
  if (databaseClass[WATCHED]) return;
  databaseClass[WATCHED] = true;
  const statementClass = Object.getPrototypeOf(env.DB.prepare("select 1"));
  for (const method of ["first", "run", "all", "raw"]) {
    const run: Run = statementClass[method];
    statementClass[method] = function (this: Statement, ...args: unknown[]) {
      record(this);
      return run.apply(this, args);
    };
  }
  const sessionClass = Object.getPrototypeOf(env.DB.withSession("first-unconstrained"));
  for (const owner of [databaseClass, sessionClass]) {
    const batch: Batch = owner.batch;
    owner.batch = function (this: unknown, statements: Statement[], ...rest: unknown[]) {
      for (const statement of statements) record(statement);
      return batch.call(this, statements, ...rest);
    };
  }
}

const KEYWORDS = new Set(
  "where on left inner cross join order group limit set values using natural outer".split(" "),
);

/** Each name a statement gives a table (its alias, or the table's own name) to the table. */
function tablesByName(statement: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, table, alias] of statement.matchAll(
    /\b(?:from|join|update|into)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi,
  )) {
    if (!table) continue;
    names.set(table, table);
    if (alias && !KEYWORDS.has(alias.toLowerCase())) names.set(alias, table);
  }
  return names;
}

/** What is wrong with a statement's plan (null: nothing), asked of D1 itself. */
async function scanIn(statement: string, params: unknown[], growing: Set<string>) {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement}`)
    .bind(...params)
    .all<{ detail: string }>();
  const names = tablesByName(statement);
  for (const { detail } of plan.results) {
    const scanned = /^SCAN (?:TABLE )?"?(\w+)"?/.exec(detail)?.[1];
    const table = scanned && (names.get(scanned) ?? scanned);
    if (!table || !growing.has(table)) continue;
    if (
      ALLOWED_SCANS.some((allowed) => allowed.table === table && allowed.statement.test(statement))
    )
      continue;
    const steps = plan.results.map((step) => `  ${step.detail}`).join("\n");
    return `${statement}\n reads every row of ${table}:\n${steps}`;
  }
  return null;
}

/** The tables that grow with the service: every one but the fixed-size ones. */
async function growingTables() {
  const tables = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{
    name: string;
  }>();
  return new Set(
    tables.results
      .map(({ name }) => name)
      .filter((name) => !FIXED_SIZE.has(name) && !/^(sqlite_|_cf_)/.test(name)),
  );
}

/** Why the guard would fail a statement (null: it would not), for the guard's own test. */
export const scanOf = async (statement: string, params: unknown[] = []) =>
  scanIn(statement, params, await growingTables());

/** Fails with every statement run since the last check that scans a growing table. */
async function checkPlans() {
  if (ran.size === 0) return;
  const statements = [...ran];
  ran.clear();
  const growing = await growingTables();
  const found: string[] = [];
  for (const [statement, params] of statements) {
    if (/^\s*(explain|pragma|create|drop|alter)\b/i.test(statement)) continue;
    if (!verdicts.has(statement)) verdicts.set(statement, await scanIn(statement, params, growing));
    const verdict = verdicts.get(statement);
    if (verdict) found.push(verdict);
  }
  if (found.length > 0) {
    throw new Error(
      `A D1 statement reads a whole table that grows with the service; use an index, or add it ` +
        `with its reason to ALLOWED_SCANS in tests/support/worker/query-plans.ts:\n\n` +
        found.join("\n\n"),
    );
  }
}

watch();
afterEach(checkPlans);
afterAll(checkPlans);
