import type { D1Migration } from "cloudflare:test";

// The Worker's own bindings come from `wrangler types` (worker/env.d.ts); tests add theirs.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
