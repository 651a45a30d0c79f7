import { env } from "cloudflare:workers";
import { expect } from "vitest";
import worker from "../../../worker/index";
import { API } from "./api";
import { executionContext, incoming } from "./worker-fetch";

/** What GET /utils/config answers (worker/routes/utils.ts `AppSettings`). */
export type AppSettings = {
  feedback_form_url: string | null;
  support_email: string | null;
  retention_days: number;
};

/** GET /utils/config as a Worker configured with these vars would answer it. */
export async function configWith(vars: Partial<Env>): Promise<AppSettings> {
  const res = await worker.fetch(
    incoming(`${API}/utils/config`),
    { ...env, ...vars },
    executionContext,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as AppSettings;
}
