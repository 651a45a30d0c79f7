/**
 * npm run bench:card — what a link card costs, in the built app served by workerd
 * (`vite preview`, as `npm start`). For a few events: the first card an isolate draws (it
 * instantiates the WebAssembly renderer and fetches the fonts), later cards drawn by a warm
 * isolate, and the same cards again from the Cache API; /robots.txt is the floor (the same
 * Worker answering a constant). Wall-clock times of single requests on an idle server: the
 * draw is pure CPU, so its time is close to the CPU time Cloudflare would count.
 */
import { startAppServer } from "./app-server.ts";
import { percentile, round } from "./load.ts";
import { benchOrganiser } from "./organiser.ts";

const EVENTS = 12;
const FLOOR_REQUESTS = 50;

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url, { redirect: "manual" });
  const body = new Uint8Array(await res.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: res.status,
    bytes: body.byteLength,
    source: res.headers.get("server-timing") ?? "",
  };
}

const server = await startAppServer(8797);
try {
  const organiser = await benchOrganiser(server.origin);
  const cards: string[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const eventId = await organiser.createEvent({
      title: `${i + 1}번째 카드 벤치마크: 연말 송년회와 신년 계획 세우기 모임`,
      location: "서울특별시 마포구 양화로 45",
      event_date: new Date(Date.now() + (i + 2) * 86_400_000).toISOString(),
      max_participants: 40,
    });
    const html = await (await fetch(`${server.origin}/events/${eventId}/public`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!image) throw new Error("the invite page names no card");
    cards.push(new URL(image).pathname);
  }

  for (let i = 0; i < 5; i++) await timed(`${server.origin}/robots.txt`); // warm-up
  const floor: number[] = [];
  for (let i = 0; i < FLOOR_REQUESTS; i++)
    floor.push((await timed(`${server.origin}/robots.txt`)).ms);

  const drawn = [];
  for (const card of cards) drawn.push(await timed(`${server.origin}${card}`));
  // The cache is written after the response (waitUntil): give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cached = [];
  for (const card of cards) cached.push(await timed(`${server.origin}${card}`));

  if (drawn.some((d) => d.status !== 200 || d.source !== "card;desc=drawn"))
    throw new Error(`a card was not drawn: ${JSON.stringify(drawn)}`);
  if (cached.some((c) => c.status !== 200 || c.source !== "card;desc=cache"))
    throw new Error(`a card did not come from the cache: ${JSON.stringify(cached)}`);

  const [first, ...warm] = drawn;
  const floorMs = percentile(floor, 50);
  const figures = {
    date: new Date().toISOString(),
    events: EVENTS,
    floor_robots_p50_ms: round(floorMs),
    first_card_in_isolate_ms: round(first?.ms ?? 0),
    drawn_warm_p50_ms: round(
      percentile(
        warm.map((d) => d.ms),
        50,
      ),
    ),
    drawn_warm_max_ms: round(Math.max(...warm.map((d) => d.ms))),
    cached_p50_ms: round(
      percentile(
        cached.map((c) => c.ms),
        50,
      ),
    ),
    drawn_over_floor: round(
      percentile(
        warm.map((d) => d.ms),
        50,
      ) / floorMs,
      1,
    ),
    cached_over_floor: round(
      percentile(
        cached.map((c) => c.ms),
        50,
      ) / floorMs,
      1,
    ),
    png_bytes_max: Math.max(...drawn.map((d) => d.bytes)),
  };
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(26)} ${value}`);
} finally {
  server.stop();
}
