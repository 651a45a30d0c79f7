import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
} from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/**
 * What drizzle derives from the schema, derived once per isolate. `drizzle(d1, { schema })`
 * derives it again on every call, and every API request opens its own D1 session: that was
 * about 6% of a request's CPU (`npm run bench:profile`). The rest is what `drizzle()` does.
 */
type Schema = typeof schema;
type Tables = ExtractTablesWithRelations<Schema>;
const tables = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
const relational = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};
const dialect = new SQLiteAsyncDialect();

/** Over the database or a session of it (drizzle uses only `prepare` and `batch`, which both have). */
export function createDb(d1: D1Database | D1DatabaseSession) {
  const client = d1 as D1Database;
  const session = new SQLiteD1Session<Schema, Tables>(client, dialect, relational, {});
  const db = new DrizzleD1Database<Schema>("async", dialect, session, relational);
  return Object.assign(db, { $client: client });
}
export type Db = ReturnType<typeof createDb>;
