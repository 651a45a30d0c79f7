/** The bench Worker's V8 inspector, spoken to through the DevTools protocol. */

export interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  /** Microseconds on V8's clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The inspector's address of the bench Worker's isolate (the app's and its rooms'). */
export async function inspectorTarget(port: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.id.includes("moim-rsvp-bench")) ?? targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  return target.webSocketDebuggerUrl;
}

/** A minimal DevTools protocol client over the inspector's WebSocket. */
export async function devtools(url: string) {
  // Miniflare's inspector proxy admits local origins only; Node's WebSocket sends none unless
  // told (undici's WebSocketInit takes headers).
  const init = { headers: { origin: "http://127.0.0.1" } };
  const socket = new WebSocket(url, init as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners = new Map<string, (params: unknown) => void>();
  socket.addEventListener("close", () => {
    for (const settle of pending.values()) settle(undefined);
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      method?: string;
      params?: unknown;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    else if (message.method) listeners.get(message.method)?.(message.params);
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    /** Calls `listener` with each event `method` (for example Profiler.consoleProfileFinished). */
    on<T>(method: string, listener: (params: T) => void) {
      listeners.set(method, listener as (params: unknown) => void);
    },
    close: () => socket.close(),
  };
}
