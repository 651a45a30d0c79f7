/**
 * npm run bench:sign-ins — does a rush of sign-ins stall everyone else?
 *
 * Each sign-in checks a scrypt hash (about 175 ms of CPU). Fires SIGN_INS correct sign-ins at
 * once, and while they run sends health checks one after another; prints the health check's
 * latency alone and during the rush, and how long the sign-ins took. Asserts nothing.
 */
import { percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { startBenchServer } from "./server.ts";

const SIGN_INS = Number(process.env.SIGN_INS ?? 20);

const server = await startBenchServer(8793);
try {
  const organiser = await benchOrganiser(server.origin);
  const signIn = (i: number) =>
    fetch(`${server.origin}/api/v1/login/access-token`, {
      method: "POST",
      // Each from an address of its own, as Cloudflare's edge would say.
      headers: { "cf-connecting-ip": `198.18.1.${i}` },
      body: new URLSearchParams({ username: organiser.email, password: organiser.password }),
    });
  const healthCheck = async () => {
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/v1/utils/health-check/`);
    await res.text();
    return performance.now() - started;
  };

  await signIn(0);
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) alone.push(await healthCheck());

  const started = performance.now();
  let running = true;
  const rush = Promise.all(Array.from({ length: SIGN_INS }, (_, i) => signIn(i + 1))).then(
    (replies) => {
      running = false;
      return replies;
    },
  );
  const during: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 50));
  while (running) during.push(await healthCheck());
  const replies = await rush;
  const rushMs = performance.now() - started;

  console.log(`date ${new Date().toISOString()}, ${SIGN_INS} sign-ins at once`);
  console.log(`sign-ins ok              ${replies.filter((res) => res.ok).length} / ${SIGN_INS}`);
  console.log(`sign-ins drained in      ${round(rushMs, 0)} ms`);
  console.log(`health check alone p50   ${round(percentile(alone, 50))} ms`);
  console.log(`health checks during     ${during.length}`);
  console.log(`health check during p50  ${round(percentile(during, 50))} ms`);
  console.log(`health check during max  ${round(Math.max(...during))} ms`);
} finally {
  server.stop();
}
