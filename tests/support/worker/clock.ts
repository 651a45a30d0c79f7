import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { onTestFinished, vi } from "vitest";
import { roomStub } from "./events";

/**
 * The test clock: the Worker's and every room's `Date`, stopped where the test installs it and
 * moved only by the test, so a deadline is passed by exactly what the test says and no test
 * waits for one. The tests, the Worker and its rooms run in one isolate
 * (@cloudflare/vitest-plugin), so vitest's fake `Date` is theirs too. Workerd's alarms do not
 * follow it: `alarmRuns` runs a room's alarm as it would run at the moved time. Waits for what
 * follows a request measure `performance.now()`, which the clock leaves alone. Install it
 * before the test's first request, so every room the test wakes reads it from its start
 * (docs/decisions/0054-the-test-clock.md).
 */
export function testClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    /** Moves the clock on by `ms`, at once. */
    pass(ms: number) {
      vi.advanceTimersByTime(ms);
    },
  };
}

/** The room's alarm runs now (whatever it was set for), as it would at its time. */
export const alarmRuns = (eventId: string) => runDurableObjectAlarm(roomStub(env, eventId));
