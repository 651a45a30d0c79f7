/**
 * An instant on the clock of the place where the event happens (its IANA `time_zone`). Shown
 * the same on the Worker and in every browser: `Intl` is asked only for the numeric parts of
 * a date in a zone, which every runtime's ICU data agrees on; the Korean words (오전/오후,
 * weekdays, the zone's name) are ours. The browser's first Korean `Intl` formatter would also
 * cost a phone about 80 ms of loading locale data while the invite page starts.
 */
export const DEFAULT_TIME_ZONE = "Asia/Seoul";
const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;
const MINUTE_MS = 60_000;

export type EventClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** '월' .. '일' */
  weekday: string;
  /** '오전 9:05', '오후 12:30' */
  time: string;
};

/** A clock reading without a zone: what an organiser types. */
export type WallTime = Pick<EventClock, "year" | "month" | "day" | "hour" | "minute">;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's canonical IANA name ('asia/seoul' -> 'Asia/Seoul'), or null if unknown. */
export function canonicalZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function wallAt(at: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** The clock where the event happens at `iso`, or null for a string that is not a date. */
export function eventClock(iso: string, zone: string): EventClock | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const wall = wallAt(at, zone);
  const weekday = new Date(asUtc(wall)).getUTCDay();
  const minute = String(wall.minute).padStart(2, "0");
  return {
    ...wall,
    weekday: WEEKDAYS[weekday] as string,
    time: `${wall.hour < 12 ? "오전" : "오후"} ${wall.hour % 12 || 12}:${minute}`,
  };
}

/**
 * The instants at which the zone's clock reads `wall`, earliest first: one as a rule, none in
 * a spring-forward gap (02:30 on the last Sunday of March in Berlin), two when the clock goes
 * back (02:30 on the last Sunday of October). Seconds are dropped, as the inputs have none.
 */
export function instantsAt(wall: WallTime, zone: string): number[] {
  const guess = asUtc(wall);
  const found = new Set<number>();
  // The zone's offsets a day either side cover every change (Lord Howe's half hour included).
  for (const probe of [guess - 86_400_000, guess, guess + 86_400_000]) {
    const probeWall = wallAt(probe, zone);
    const offset = asUtc(probeWall) - Math.floor(probe / MINUTE_MS) * MINUTE_MS;
    const candidate = guess - offset;
    const seen = wallAt(candidate, zone);
    if (asUtc(seen) === guess) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

/** The zone's offset from UTC at `at`, in minutes ('+09:00' is 540). */
export function offsetMinutes(at: number, zone: string): number {
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  return (asUtc(wallAt(minute, zone)) - minute) / MINUTE_MS;
}

/** The zones with a Korean name; any other zone is named by its city as IANA writes it. */
const ZONE_NAMES: Record<string, string> = {
  "Asia/Seoul": "한국",
  "Asia/Tokyo": "도쿄",
  "Asia/Shanghai": "중국",
  "Asia/Hong_Kong": "홍콩",
  "Asia/Taipei": "타이베이",
  "Asia/Singapore": "싱가포르",
  "Asia/Bangkok": "방콕",
  "Asia/Ho_Chi_Minh": "호찌민",
  "Asia/Manila": "마닐라",
  "Asia/Jakarta": "자카르타",
  "Asia/Kolkata": "인도",
  "Asia/Dubai": "두바이",
  "Europe/London": "런던",
  "Europe/Paris": "파리",
  "Europe/Berlin": "베를린",
  "Europe/Amsterdam": "암스테르담",
  "Europe/Madrid": "마드리드",
  "Europe/Rome": "로마",
  "Europe/Moscow": "모스크바",
  "America/New_York": "뉴욕",
  "America/Chicago": "시카고",
  "America/Denver": "덴버",
  "America/Los_Angeles": "로스앤젤레스",
  "America/Vancouver": "밴쿠버",
  "America/Toronto": "토론토",
  "America/Sao_Paulo": "상파울루",
  "Pacific/Honolulu": "호놀룰루",
  "Pacific/Auckland": "오클랜드",
  "Australia/Sydney": "시드니",
  "Australia/Melbourne": "멜버른",
  "Australia/Brisbane": "브리즈번",
  "Australia/Perth": "퍼스",
  "Australia/Lord_Howe": "로드하우",
  UTC: "협정 세계시",
};

/** '베를린', '로스앤젤레스', 'Zurich' for a zone without a Korean name. */
export function zoneName(zone: string): string {
  return ZONE_NAMES[zone] ?? (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/** '베를린 시간' where the event's zone is not Korea's, else nothing: Korea's needs no name. */
export const zoneNote = (zone: string) =>
  zone === DEFAULT_TIME_ZONE ? "" : `${zoneName(zone)} 시간`;
