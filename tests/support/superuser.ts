/**
 * The first superuser every local run starts with: FIRST_SUPERUSER and FIRST_SUPERUSER_PASSWORD
 * of .dev.vars.example (the browser tests' server) and of vitest.worker.config.ts.
 */
export const SUPERUSER = { email: "admin@example.com", password: "changethis" };
