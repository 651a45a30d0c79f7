import type { HostCounts } from "../outbox/host-facts";
import type { RoomNotice } from "../outbox/room-notices";
import type { RoomConfig } from "../store/types";
import type { FedFact } from "./host-feed";

/** Facts a notice names one by one; the rest it counts ('외 N건'). */
export const HOST_FACTS_SHOWN = 20;

/**
 * The notice the hosts get of `fed` facts (oldest first), ending with the counts as they are
 * now. It opens the event's responses page; its tag names the last fact it tells, so a copy
 * sent again replaces it in the browser.
 */
export function hostNotice(
  config: RoomConfig,
  summary: "each" | "daily",
  fed: FedFact[],
  counts: HostCounts,
): RoomNotice {
  const upto = fed.at(-1)?.seq ?? 0;
  return {
    kind: "hosts",
    summary,
    facts: fed.slice(0, HOST_FACTS_SHOWN).map((entry) => entry.fact),
    more: Math.max(0, fed.length - HOST_FACTS_SHOWN),
    counts,
    event_id: config.id,
    event_title: config.title,
    url: `/events/${config.id}/responses`,
    tag: `hosts-${summary}-${config.id}-${upto}`,
  };
}
