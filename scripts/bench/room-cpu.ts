/**
 * npm run bench:room-cpu — the CPU of the room's heaviest invocations, against `limits.cpu_ms`,
 * which caps every Durable Object invocation (alarms included) as it caps a request.
 *
 * An event of 1,000 invitees, each with a verified mail address and a push subscription at the
 * local push service (tests/support/push-service), has its date moved. The room then tells
 * every invitee on both channels: the organiser's change sends a first share after answering,
 * its alarms the rest (worker/event-room/outbox/outbox-courier.ts, PER_INVOCATION). The bench room
 * (scripts/bench/bench-worker.ts) logs each invocation's start and end, read here through
 * workerd's inspector; the script reads the workerd process's CPU clock meanwhile and prints
 * the CPU spent within each invocation (scripts/bench/room-cpu-report.ts says what that
 * includes). V8's sampling profiler is not used: on a busy two-core machine it takes a sample
 * every few milliseconds instead of every 0.5 ms, and weighs each by the time since the last.
 * Locally a mail goes to the D1 outbox instead of the Email Service binding: one D1 write
 * against one binding call, neither of them CPU of the room's isolate.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linkIn } from "../../tests/support/mail-links.ts";
import { startPushService } from "../../tests/support/push-service/push-service.ts";
import { devtools, inspectorTarget } from "./devtools.ts";
import { fireRequests } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";
import { processCpu, report, workerdOf } from "./room-cpu-report.ts";
import { startBenchServer } from "./server.ts";

const INSPECTOR_PORT = 9341;
const INVITEES = 1000;
const CONNECTIONS = 8;
const PASSWORD = "pass1234";
const DATE_CHANGE_WORDS = "일시가 바뀌었어요";
const BASELINE_MS = 5000;
const QUIET_MS = 5000;

type Mail = { to: string; subject: string; text: string };
type Subscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

const addressOf = (i: number) => `invitee-${i}@bench.moim`;
const nameOf = (i: number) => `참가자 ${i}`;
const sourceOf = (i: number) => ({ "cf-connecting-ip": `198.18.${i >> 8}.${i & 255}` });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(statuses: number[], expected: number, what: string) {
  const wrong = statuses.filter((status) => status !== expected);
  if (wrong.length > 0) throw new Error(`${what}: ${wrong.length} answered ${wrong[0]}`);
}

process.env.BENCH_INSPECTOR_PORT = String(INSPECTOR_PORT);
const push = await startPushService();
const server = await startBenchServer(Number(process.env.PORT ?? 8805));
try {
  const api = `${server.origin}/api/v1`;
  /** The local outbox's mails, newest first, all of them. */
  const allMails = async () => {
    const mails: Mail[] = [];
    for (let skip = 0; ; skip += 1000) {
      const res = await fetch(`${api}/utils/outbox?skip=${skip}&limit=1000`);
      const { data } = (await res.json()) as { data: Mail[] };
      mails.push(...data);
      if (data.length < 1000) return mails;
    }
  };
  const until = async <T>(what: string, ready: () => Promise<T | null>): Promise<T> => {
    for (let attempt = 0; attempt < 600; attempt++) {
      const value = await ready();
      if (value !== null) return value;
      await wait(500);
    }
    throw new Error(`${what} did not happen within 5 minutes`);
  };

  const organiser = await benchOrganiser(server.origin);
  const eventId = await organiser.createEvent({
    title: "천 명의 모임",
    event_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  console.log(`setting up ${INVITEES} invitees with a verified address and a push subscription…`);
  const submitted = await fireRequests(server.origin, INVITEES, CONNECTIONS, (i) => ({
    method: "POST",
    path: `/api/v1/events/${eventId}/submit`,
    body: { name: nameOf(i), password: PASSWORD, status: "attending", notify_email: addressOf(i) },
    headers: sourceOf(i),
  }));
  check(submitted.statuses, 201, "submit");
  const verifications = await until("the verification mails", async () => {
    const mails = (await allMails()).filter((mail) => mail.to.endsWith("@bench.moim"));
    return mails.length >= INVITEES ? mails : null;
  });
  const verified = await fireRequests(server.origin, INVITEES, CONNECTIONS, (i) => {
    const link = new URL(linkIn(verifications[i] as Mail, "이메일 확인"));
    return { method: "POST", path: link.pathname + link.search, headers: sourceOf(i) };
  });
  check(verified.statuses, 200, "verify");

  const { key } = (await (await fetch(`${api}/push/vapid-public-key`)).json()) as { key: string };
  const subscriptions: Subscription[] = [];
  for (let i = 0; i < INVITEES; i++) {
    const res = await fetch(`${push.origin}/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ userVisibleOnly: "true", applicationServerKey: key }),
    });
    subscriptions.push(((await res.json()) as { data: Subscription }).data);
  }
  const subscribed = await fireRequests(server.origin, INVITEES, CONNECTIONS, (i) => {
    const { endpoint, keys } = subscriptions[i] as Subscription;
    return {
      method: "PUT",
      path: `/api/v1/events/${eventId}/push`,
      body: { name: nameOf(i), password: PASSWORD, subscription: { endpoint, keys } },
      headers: sourceOf(i),
    };
  });
  check(subscribed.statuses, 200, "push subscription");
  await wait(3000); // The confirmations' last rounds end before the inspector listens.

  const inspector = await devtools(await inspectorTarget(INSPECTOR_PORT));
  /** The bench room's marks (scripts/bench/bench-worker.ts): each invocation's edges. */
  const edges: { label: string; edge: "start" | "end"; at: number }[] = [];
  inspector.on<{ args: { value?: unknown }[] }>("Runtime.consoleAPICalled", ({ args }) => {
    const text = args[0]?.value;
    if (typeof text !== "string" || !text.includes('"bench":"invocation"')) return;
    edges.push(JSON.parse(text));
  });
  await inspector.send("Runtime.enable");
  const workerd = processCpu(workerdOf(process.pid));
  await wait(BASELINE_MS); // The process at rest, for comparison.

  console.log("moving the date…");
  const moved = await fetch(`${api}/events/${eventId}`, {
    method: "PUT",
    headers: organiser.auth,
    body: JSON.stringify({ event_date: new Date(Date.now() + 8 * 86_400_000).toISOString() }),
  });
  if (moved.status !== 200) throw new Error(`date change: ${moved.status} ${await moved.text()}`);
  // Nothing asks the Worker anything until the room is done: every invocation that started has
  // ended and none started for a while. The push service, which counts deliveries, is Node's.
  await until("the room's last invocation", async () => {
    const started = edges.filter((e) => e.edge === "start").length;
    const ended = edges.filter((e) => e.edge === "end").length;
    const quietSince = Math.max(0, ...edges.map((e) => e.at));
    return started > 0 && started === ended && Date.now() - quietSince > QUIET_MS ? true : null;
  });
  workerd.stop();
  inspector.close();

  let pushed = 0;
  for (const subscription of subscriptions) {
    const res = await fetch(`${push.origin}/get-notifications`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ clientHash: subscription.clientHash }),
    });
    const { messages } = ((await res.json()) as { data: { messages: string[] } }).data;
    if (messages.length > 0) pushed++;
  }
  const mailed = (await allMails()).filter(
    (mail) => mail.to.endsWith("@bench.moim") && mail.subject.includes(DATE_CHANGE_WORDS),
  ).length;
  const raw = join(tmpdir(), "room-cpu.json");
  writeFileSync(raw, JSON.stringify({ edges, workerd: workerd.readings }));
  report(INVITEES, edges, workerd.readings);
  console.log(`(raw figures: ${raw})`);
  // A push the local service dropped is retried after its backoff (30 s), after the window.
  console.log(`delivered in the window: ${pushed} pushes and ${mailed} mails of ${INVITEES} each`);
} finally {
  server.stop();
  await push.close();
}
