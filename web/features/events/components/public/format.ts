import { formatShortDateTime } from "../../../../lib/dates";

/** '1월 3일 오후 3:05': short enough for a row on a phone (Korea time, like every date). */
export const formatShortTime = (iso: string) => formatShortDateTime(iso);
