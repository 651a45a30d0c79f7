/**
 * The Worker as Cloudflare would take it (part of `npm test`, after the build): the upload's
 * gzip size against the Workers Free plan's 3 MB, and the start-up CPU from `wrangler check
 * startup`. Start-up is measured five times and the least is taken: a busy machine only ever adds.
 * It is judged against a fifth of Cloudflare's 1 s, not against our own figure: this machine's
 * speed moves from one day to the next (commit 9ff4e28 passed 50 ms in CI on 2026-11-27 and
 * measured 54-62 ms here, idle, on 2026-11-28, docs/benchmarks.md), and a check of a time this
 * machine decides fails without a change. The budget we keep to (50 ms) is printed beside it, to read.
 * https://developers.cloudflare.com/workers/platform/limits/
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

const GZIP_LIMIT_KIB = 3 * 1024;
/** Cloudflare stops a Worker whose start-up passes 1 s; a fifth of it leaves room for a slow host. */
const STARTUP_LIMIT_MS = 200;
/** What start-up has measured on this machine when quiet (docs/benchmarks.md): past it, look. */
const STARTUP_BUDGET_MS = 50;
const RUNS = 5;

const run = (args: string[]) =>
  execFileSync("npx", ["wrangler", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

const dryRun = run(["deploy", "--dry-run", "--outdir", ".wrangler/dry-run"]);
const upload = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(dryRun);
if (!upload) throw new Error(`no upload size in wrangler's output:\n${dryRun}`);
const gzipKiB = Number(upload[2]);

const startups: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const profile = `.wrangler/startup-${i}.cpuprofile`;
  const output = run(["check", "startup", "--outfile", profile]);
  rmSync(profile, { force: true });
  const active = /Active: ([\d.]+) ms/.exec(output);
  if (!active) throw new Error(`no start-up time in wrangler's output:\n${output}`);
  startups.push(Number(active[1]));
}
const startup = Math.min(...startups);

const gzipOk = gzipKiB <= GZIP_LIMIT_KIB;
const startupOk = startup <= STARTUP_LIMIT_MS;
console.log(
  `worker upload   ${upload[1]} KiB, gzip ${gzipKiB} KiB  ${gzipOk ? "within" : "OVER"} ${GZIP_LIMIT_KIB} KiB`,
);
console.log(
  `worker startup  ${startup} ms (least of ${startups.join(", ")})  ${startupOk ? "within" : "OVER"} ${STARTUP_LIMIT_MS} ms` +
    (startup > STARTUP_BUDGET_MS
      ? ` (over the ${STARTUP_BUDGET_MS} ms budget: compare with the commit before)`
      : ""),
);
process.exit(gzipOk && startupOk ? 0 : 1);
