import { applyD1Migrations } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";

// Every file starts from the migrated database; files that share a runner share it too (migrations
// already applied are skipped), so a file counts only the rows it made (decision 0055).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The first superuser is made by the first request an isolate serves. Made here, it is the oldest
// account whichever file of a runner comes first, as on a deployment: otherwise a file that calls
// the Worker as a deployment first (tests/support/worker/worker-fetch.ts) makes that deployment's
// superuser older.
await exports.default.fetch("http://localhost/api/v1/utils/health-check");
