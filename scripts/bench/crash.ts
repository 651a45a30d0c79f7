/**
 * npm run bench:crash — what a crash of the whole local runtime does to notices.
 *
 * Builds the app once and serves it as `npm start` does (PORT, 8804 unless set), on a database
 * of its own. Then KILLS times: an event with ATTENDEES attendees, each with a verified
 * notification address (the local outbox's verification links), is moved to two hours from
 * now, which makes its reminder (24 hours before) due at once and tells everyone of the new
 * date; a random moment within WINDOW_MS of sending that edit, the runtime is killed (SIGKILL
 * to its whole process group), restarted and left alone, but for the minute's Cron Trigger,
 * which the probe runs as the platform would (`/cdn-cgi/handler/scheduled`), and the edit sent
 * again only when D1 never took it (the organiser got no answer and sees the old date).
 * Prints, per kill, when it fell, the reminders and date-change mails per address, the
 * duplicates, and when the last notice went out after the restart. Only loopback; every wait is
 * bounded. Asserts nothing.
 */
import { linkIn } from "../../tests/support/mail-links.ts";
import { buildApp, type RunningApp, serveBuiltApp } from "./app-server.ts";
import { benchOrganiser } from "./organiser.ts";

const KILLS = Number(process.env.KILLS ?? 5);
const ATTENDEES = Number(process.env.ATTENDEES ?? 20);
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 600);
const PORT = Number(process.env.PORT ?? 8804);
/** How long a run waits after the restart for every notice before it gives up on the rest. */
const SETTLE_MS = 150_000;
/** The Cron Trigger's period (wrangler.toml `[triggers]`). */
const CRON_MS = 60_000;
/** How long a run keeps reading once every notice arrived, for late repeats. */
const QUIET_MS = 5_000;

const REMINDER = "리마인더";
const CHANGED = "모임 일시가 바뀌었어요";
const HOUR_MS = 3_600_000;

type Mail = { to: string; subject: string; text: string; createdAt: string };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every mail in the local outbox (newest first, a thousand a page). */
async function outbox(origin: string): Promise<Mail[]> {
  const all: Mail[] = [];
  for (let skip = 0; skip < 100_000; skip += 1000) {
    const res = await fetch(`${origin}/api/v1/utils/outbox?skip=${skip}&limit=1000`);
    const { data } = (await res.json()) as { data: Mail[] };
    all.push(...data);
    if (data.length < 1000) break;
  }
  return all;
}

/** How many mails each address got whose subject has `words`. */
const countsOf = (mails: Mail[], addresses: string[], words: string) =>
  addresses.map((to) => mails.filter((m) => m.to === to && m.subject.includes(words)).length);

/** Runs the Worker's `scheduled` handler, as the minute's Cron Trigger would; whether it ran. */
async function cronRuns(origin: string): Promise<boolean> {
  const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`).catch(() => null);
  // Miniflare answers "ok" once the handler ran; the app itself would answer its page.
  return res?.ok === true && (await res.text()) === "ok";
}

/** An event whose attendees all have a verified address; the addresses. */
async function eventWithAttendees(
  origin: string,
  run: number,
  create: (e: object) => Promise<string>,
) {
  const eventId = await create({
    title: `충돌 실험 ${run}`,
    location: "을지로",
    event_date: new Date(Date.now() + 10 * 24 * HOUR_MS).toISOString(),
    reminder_hours: 24,
  });
  const addresses = Array.from(
    { length: ATTENDEES },
    (_, i) => `crash-${Date.now()}-${run}-${i}@example.com`,
  );
  for (const [i, address] of addresses.entries()) {
    const res = await fetch(`${origin}/api/v1/events/${eventId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `손님 ${i}`,
        password: "1234",
        status: "attending",
        notify_email: address,
      }),
    });
    if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  }
  for (let attempt = 0; ; attempt++) {
    const mails = await outbox(origin);
    const verifications = addresses.map((to) =>
      mails.find((m) => m.to === to && m.subject.includes("이메일 확인")),
    );
    if (verifications.every(Boolean)) {
      for (const mail of verifications as Mail[]) {
        const res = await fetch(linkIn(mail, "이메일 확인"), { method: "POST" });
        if (res.status !== 200) throw new Error(`verify: ${res.status}`);
      }
      return { eventId, addresses };
    }
    if (attempt > 100) throw new Error("the verification mails did not all arrive");
    await wait(200);
  }
}

type RunResult = {
  run: number;
  killAfterMs: number;
  answered: boolean;
  resent: boolean;
  cronNeeded: boolean;
  reminders: number[];
  changes: number[];
  lastAfterRestartMs: number | null;
};

async function oneRun(
  server: RunningApp,
  run: number,
  create: (e: object) => Promise<string>,
  auth: Record<string, string>,
) {
  const { origin } = server;
  const { eventId, addresses } = await eventWithAttendees(origin, run, create);
  const eventDate = new Date(Date.now() + 2 * HOUR_MS).toISOString();
  const move = () =>
    fetch(`${origin}/api/v1/events/${eventId}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ event_date: eventDate }),
    });
  let answered = false;
  const edit = move().then(
    (res) => {
      answered = res.ok;
    },
    () => {},
  );
  const killAfterMs = Math.round(Math.random() * WINDOW_MS);
  await wait(killAfterMs);
  server.kill();
  await edit;
  return { eventId, addresses, eventDate, move, killAfterMs, answered };
}

/** How many addresses got each count, e.g. "1×19 2×1". */
function histogram(counts: number[]): string {
  const by = new Map<number, number>();
  for (const n of counts) by.set(n, (by.get(n) ?? 0) + 1);
  return [...by]
    .sort(([a], [b]) => a - b)
    .map(([n, k]) => `${n}×${k}`)
    .join(" ");
}

const extra = (counts: number[]) => counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
const missing = (counts: number[]) => counts.filter((n) => n === 0).length;

function runLine(r: RunResult): string {
  return [
    `kill ${r.run}: at ${r.killAfterMs} ms after the edit was sent`,
    r.answered ? "edit answered" : r.resent ? "edit lost, sent again" : "edit unanswered, in D1",
    r.cronNeeded ? "needed the cron" : "",
    `reminders per address ${histogram(r.reminders)}`,
    `date-change mails per address ${histogram(r.changes)}`,
    `duplicates ${extra(r.reminders) + extra(r.changes)}`,
    `missing ${missing(r.reminders) + missing(r.changes)}`,
    `last notice ${r.lastAfterRestartMs === null ? "before the kill" : `${(r.lastAfterRestartMs / 1000).toFixed(1)} s after the restart`}`,
  ]
    .filter(Boolean)
    .join("; ");
}

const app = buildApp();
let server = await serveBuiltApp(app, PORT);
const results: RunResult[] = [];
try {
  console.log(
    `the local runtime runs the scheduled handler on request: ${await cronRuns(server.origin)}`,
  );
  const organiser = await benchOrganiser(server.origin);
  const create = (event: object) => organiser.createEvent(event as Record<string, unknown>);
  for (let run = 1; run <= KILLS; run++) {
    const crash = await oneRun(server, run, create, organiser.auth);
    // From the restart's start: a room's alarm may send before the server answers its first call.
    const restartedAt = Date.now();
    server = await serveBuiltApp(app, PORT);
    const { origin } = server;
    // The organiser got no answer: they look, and send the edit again only if it is not there.
    const shown = await fetch(`${origin}/api/v1/events/${crash.eventId}`, {
      headers: organiser.auth,
    });
    const resent = ((await shown.json()) as { event_date: string }).event_date !== crash.eventDate;
    if (resent) await (await crash.move()).text();
    let cronNeeded = false;
    let lastCron = restartedAt;
    let doneAt: number | null = null;
    let mails: Mail[] = [];
    while (Date.now() - restartedAt < SETTLE_MS) {
      mails = await outbox(origin);
      const all =
        countsOf(mails, crash.addresses, REMINDER).every((n) => n > 0) &&
        countsOf(mails, crash.addresses, CHANGED).every((n) => n > 0);
      if (all) doneAt ??= Date.now();
      if (doneAt !== null && Date.now() - doneAt > QUIET_MS) break;
      if (doneAt === null && Date.now() - lastCron >= CRON_MS) {
        cronNeeded = true;
        lastCron = Date.now();
        if (!(await cronRuns(origin))) console.warn("the scheduled handler could not be run");
      }
      await wait(250);
    }
    const ours = mails.filter(
      (m) =>
        crash.addresses.includes(m.to) &&
        (m.subject.includes(REMINDER) || m.subject.includes(CHANGED)),
    );
    const last = Math.max(...ours.map((m) => Date.parse(m.createdAt)));
    results.push({
      run,
      killAfterMs: crash.killAfterMs,
      answered: crash.answered,
      resent,
      cronNeeded,
      reminders: countsOf(mails, crash.addresses, REMINDER),
      changes: countsOf(mails, crash.addresses, CHANGED),
      lastAfterRestartMs: ours.length && last > restartedAt ? last - restartedAt : null,
    });
    const r = results.at(-1) as RunResult;
    console.log(runLine(r));
  }
} finally {
  server.stop();
  app.remove();
}

const reminders = results.flatMap((r) => r.reminders);
const changes = results.flatMap((r) => r.changes);
console.log(
  `\n${results.length} kills, ${ATTENDEES} attendees each: reminders ${reminders.length} expected, ` +
    `${reminders.filter((n) => n === 1).length} arrived once, ${extra(reminders)} extra, ${missing(reminders)} missing; ` +
    `date-change mails ${extra(changes)} extra, ${missing(changes)} missing; duplicates per kill ` +
    results.map((r) => extra(r.reminders) + extra(r.changes)).join(" "),
);
