import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

/**
 * One room per event (keyed by `idFromName(eventId)`): the single source of truth for that
 * event's responses, capacity, waiting order and promotion. Filled in by the events work.
 */
export class EventRoom extends DurableObject<Env> {}
