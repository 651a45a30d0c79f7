import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every file starts from the migrated database; files that share a runner share it too (migrations
// already applied are skipped), so a file counts only the rows it made (decision 0055).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
