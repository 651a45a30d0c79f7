import type { TestProject } from "vitest/node";
import { startPushService } from "./push-service.ts";
import "../worker/push-provided.ts";

/** The Worker tests' push service, one per run; tests read its origin with `inject`. */
export default async function setup(project: TestProject) {
  const service = await startPushService();
  project.provide("pushServiceOrigin", service.origin);
  return () => service.close();
}
