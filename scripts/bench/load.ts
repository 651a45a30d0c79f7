import http from "node:http";

export interface LoadResult<T> {
  /** Headers of the first response, for conditional follow-ups. */
  headers?: Record<string, string | string[] | undefined>;
  statuses: number[];
  bodies: T[];
  latenciesMs: number[];
  /** From sending each request to its status line and headers: the time to first byte. */
  firstByteMs: number[];
  drainMs: number;
}

export interface BenchRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Fires exactly `count` requests over `connections` keep-alive connections (a fixed count,
 * not a duration) and returns every status, body and latency, plus the time to drain them all.
 */
export async function fireRequests<T = unknown>(
  origin: string,
  count: number,
  connections: number,
  requestFor: (index: number) => BenchRequest,
): Promise<LoadResult<T>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(origin);
  const statuses: number[] = new Array(count);
  const bodies: T[] = new Array(count);
  const latenciesMs: number[] = new Array(count);
  const firstByteMs: number[] = new Array(count);
  let firstHeaders: LoadResult<T>["headers"];
  let next = 0;

  const send = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const spec = requestFor(index);
      const payload = spec.body === undefined ? undefined : JSON.stringify(spec.body);
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...(payload ? { "content-type": "application/json" } : {}),
            ...spec.headers,
          },
        },
        (res) => {
          firstByteMs[index] = performance.now() - started;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            latenciesMs[index] = performance.now() - started;
            statuses[index] = res.statusCode ?? 0;
            firstHeaders ??= res.headers;
            const text = Buffer.concat(chunks).toString("utf8");
            try {
              bodies[index] = JSON.parse(text) as T;
            } catch {
              bodies[index] = text as T;
            }
            resolve();
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) await send(next++);
    }),
  );
  const drainMs = performance.now() - started;
  agent.destroy();
  return { headers: firstHeaders, statuses, bodies, latenciesMs, firstByteMs, drainMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
