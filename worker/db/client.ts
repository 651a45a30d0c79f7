import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Over the database or a session of it (drizzle uses only `prepare` and `batch`, which both have). */
export const createDb = (d1: D1Database | D1DatabaseSession) =>
  drizzle(d1 as D1Database, { schema });
export type Db = ReturnType<typeof createDb>;
