/**
 * The figures of `npm run bench:room-cpu` (scripts/bench/room-cpu.ts): the CPU within each room
 * invocation, from the workerd process's own CPU clock (Linux's /proc).
 * `node scripts/bench/room-cpu-report.ts <raw.json>` prints them again from a run's raw figures.
 */
import { readdirSync, readFileSync } from "node:fs";
import { round } from "./load.ts";

export type Edge = { label: string; edge: "start" | "end"; at: number };
/** The workerd process's CPU (user + system, ms) at a wall-clock time. */
export type CpuReading = { at: number; cpuMs: number };

const TICK_MS = 10; // Linux's clock tick for /proc's utime and stime (USER_HZ = 100).

function statOf(pid: number): { ppid: number; name: string; cpuMs: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      ppid: Number(fields[1]),
      name,
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/** The workerd process started under `ancestor` (the bench server's `vite preview`). */
export function workerdOf(ancestor: number): number {
  const stats = new Map<number, { ppid: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? statOf(pid) : null;
    if (stat) stats.set(pid, stat);
  }
  for (const [pid, stat] of stats) {
    if (stat.name !== "workerd") continue;
    for (let up = stat.ppid; up > 1; up = stats.get(up)?.ppid ?? 0) {
      if (up === ancestor) return pid;
    }
  }
  throw new Error("no workerd process under the bench server");
}

/** Reads a process's CPU clock every 20 ms until stopped. */
export function processCpu(pid: number) {
  const readings: CpuReading[] = [];
  const read = () => {
    const stat = statOf(pid);
    if (stat) readings.push({ at: Date.now(), cpuMs: stat.cpuMs });
  };
  read();
  const timer = setInterval(read, 20);
  return {
    readings,
    stop() {
      clearInterval(timer);
      read();
    },
  };
}

/**
 * Prints each invocation's CPU: what the workerd process spent between its start and its end.
 * That is more than the room's own: it includes D1's SQLite (the D1 mirror, the local mail
 * outbox), the TLS of each push to the local push service (outside the isolate in production)
 * and workerd's own background; two invocations that overlap both count the overlap.
 */
export function report(invitees: number, edges: Edge[], workerd: CpuReading[]) {
  const processAt = (at: number) => {
    let last = workerd[0]?.cpuMs ?? 0;
    for (const reading of workerd) {
      if (reading.at > at) break;
      last = reading.cpuMs;
    }
    return last;
  };
  const processMs = (from: number, to: number) => processAt(to) - processAt(from);

  console.log(
    `\n## one date change told to ${invitees} invitees by push and mail: CPU per room invocation`,
  );
  const starts = edges.filter((e) => e.edge === "start");
  const first = Math.min(...starts.map((e) => e.at));
  const rest = workerd[0] ? processMs(workerd[0].at, first) / ((first - workerd[0].at) / 1000) : 0;
  console.log(`workerd at rest before the change: ${round(rest, 0)} ms CPU per second`);
  console.log("invocation   workerd CPU   wall");
  let last = first;
  for (const start of starts) {
    const end = edges.find((e) => e.edge === "end" && e.label === start.label);
    if (!end) {
      console.log(`${start.label}: no end mark`);
      continue;
    }
    last = Math.max(last, end.at);
    console.log(
      `${start.label.padEnd(12)} ${`${processMs(start.at, end.at)} ms`.padStart(11)}   ${start.at - first}–${end.at - first} ms (${round((end.at - start.at) / 1000, 1)} s)`,
    );
  }
  const whole = processMs(first, last);
  console.log(
    `all of them  ${whole} ms, ${round((1000 * whole) / (2 * invitees), 0)} µs per notice (${2 * invitees} notices)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const raw = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8"));
  report(Number(process.env.INVITEES ?? 1000), raw.edges, raw.workerd);
}
