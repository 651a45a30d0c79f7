/** '1월 3일 오후 3:05': short enough for a row on a phone. */
const shortTime = new Intl.DateTimeFormat("ko-KR", {
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatShortTime = (iso: string) => shortTime.format(new Date(iso));
