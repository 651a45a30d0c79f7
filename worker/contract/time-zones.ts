import { zoneNoteOf } from "./event-time";

/**
 * Time zones by name: which names are zones, and what a zone is called in Korean. Apart from
 * event-time.ts so that the invite page, which shows one zone's name (its snapshot carries it,
 * `time_zone_name`), does not carry the table.
 */

/** The zone's canonical IANA name ('asia/seoul' -> 'Asia/Seoul'), or null if unknown. */
export function canonicalZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
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
export const zoneNote = (zone: string) => zoneNoteOf(zone, zoneName(zone));
