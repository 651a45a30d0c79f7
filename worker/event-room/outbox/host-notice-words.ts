import type { ResponseStatus } from "#contract/responses";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import type { HostCounts, HostFact } from "./host-facts";
import type { RoomNotice } from "./room-notices";

type HostsNotice = Extract<RoomNotice, { kind: "hosts" }>;
type Options = { locale: Language };

const STATUS: Record<ResponseStatus, (inputs: object, options: Options) => string> = {
  attending: m.host_notices_status_attending,
  waiting: m.host_notices_status_waiting,
  offered: m.host_notices_status_offered,
  maybe: m.host_notices_status_maybe,
  not_attending: m.host_notices_status_not_attending,
};

/** One fact as a line: who did what. */
export function hostFactLine(fact: HostFact, options: Options): string {
  switch (fact.kind) {
    case "answered": {
      const { name, guests } = fact;
      if (fact.status === "attending")
        return guests > 0
          ? m.host_notices_answered_attending_party({ name, guests }, options)
          : m.host_notices_answered_attending({ name }, options);
      if (fact.status === "maybe") return m.host_notices_answered_maybe({ name }, options);
      if (fact.status === "not_attending")
        return m.host_notices_answered_not_attending({ name }, options);
      return guests > 0
        ? m.host_notices_answered_waiting_party({ name, guests }, options)
        : m.host_notices_answered_waiting({ name }, options);
    }
    case "changed": {
      const { name, guests } = fact;
      if (fact.from === fact.to)
        return guests > 0
          ? m.host_notices_changed_guests({ name, guests }, options)
          : m.host_notices_changed_no_guests({ name }, options);
      const from = STATUS[fact.from]({}, options);
      const to = STATUS[fact.to]({}, options);
      return m.host_notices_changed({ name, from, to }, options);
    }
    case "cancelled": {
      const was = STATUS[fact.was]({}, options);
      return fact.name === null
        ? m.host_notices_cancelled_erased({ was }, options)
        : m.host_notices_cancelled({ name: fact.name, was }, options);
    }
    case "offer_declined":
      return m.host_notices_offer_declined({ name: fact.name }, options);
    case "offer_lapsed":
      return m.host_notices_offer_lapsed({ name: fact.name }, options);
    case "cant_go":
      return m.host_notices_cant_go({ name: fact.name }, options);
    case "full":
      return m.host_notices_full({}, options);
    case "queue_empty":
      return m.host_notices_queue_empty({}, options);
  }
}

/** The counts a notice ends with. */
export function hostCountsLine(counts: HostCounts, options: Options): string {
  const inputs = {
    seats: counts.attending_seats,
    waiting: counts.waiting,
    maybe: counts.maybe,
    declined: counts.not_attending,
  };
  return counts.max_participants === null
    ? m.host_notices_counts(inputs, options)
    : m.host_notices_counts_max({ ...inputs, max: counts.max_participants }, options);
}

/**
 * A hosts' notice in `locale`: the title says how many facts it tells (one, several gathered,
 * or the day's), then each fact, what was left out, and the counts now.
 */
export function hostNoticeWords(
  notice: HostsNotice,
  locale: Language,
): { title: string; lines: string[] } {
  const options = { locale };
  const title = notice.event_title;
  const count = notice.facts.length + notice.more;
  const heading =
    notice.summary === "daily"
      ? m.host_notices_title_daily({ title }, options)
      : count === 1
        ? m.host_notices_title_one({ title }, options)
        : m.host_notices_title_many({ title, count }, options);
  return {
    title: heading,
    lines: [
      ...(notice.summary === "daily" ? [m.host_notices_daily_lead({ count }, options)] : []),
      ...notice.facts.map((fact) => hostFactLine(fact, options)),
      ...(notice.more > 0 ? [m.host_notices_more({ count: notice.more }, options)] : []),
      hostCountsLine(notice.counts, options),
    ],
  };
}
