import { createScheduledController, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../../worker/index";
import { roomStub } from "./events";

/**
 * A room that misses an organiser's write (decision 0047) and the minute's sweep that brings it
 * in line, as the Worker tests make them.
 */

/** Where the room is cut off: before it applies a pushed config, empties itself, or ends a host's sockets. */
export type RoomStep = "applyConfig" | "empty" | "onEvent";

/**
 * The room's next `step` never happens: the room is thrown away there, as a crash or a deploy
 * would (its storage as last committed, its sockets closed), so the Worker's call fails after
 * D1 took the write. Nothing else reaches the room after it unless a test sends it.
 */
export const roomCrashesAt = (eventId: string, step: RoomStep) =>
  runInDurableObject(roomStub(env, eventId), (instance, state) => {
    Object.assign(instance, {
      [step]: () => {
        state.abort(`crashed at ${step}`);
        throw new Error(`crashed at ${step}`);
      },
    });
  });

/** The room's next `step` fails (a call lost on the way) without throwing the room away. */
export const roomCallFailsAt = (eventId: string, step: RoomStep) =>
  runInDurableObject(roomStub(env, eventId), (instance) => {
    const real = (instance as unknown as Record<RoomStep, unknown>)[step];
    Object.assign(instance, {
      [step]: () => {
        Object.assign(instance, { [step]: real });
        throw new Error(`the call failed at ${step}`);
      },
    });
  });

/** The Worker's `scheduled` handler runs once, as the minute's Cron Trigger would run it. */
export const sweepRuns = () =>
  worker.scheduled(createScheduledController({ cron: "* * * * *" }), env);

/** What D1 records as owed to an event's room: `host_id` '' is the event itself. */
export const owedTo = async (eventId: string) =>
  (
    await env.DB.prepare(
      "SELECT host_id, config_version FROM room_syncs WHERE event_id = ? ORDER BY host_id",
    )
      .bind(eventId)
      .all<{ host_id: string; config_version: number }>()
  ).results;

/** The config the room holds as committed in its storage, read without asking the room. */
export const heldConfig = (eventId: string) =>
  runInDurableObject(roomStub(env, eventId), (_instance, state) => {
    const row = state.storage.sql
      .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'config'")
      .toArray()[0];
    return row ? (JSON.parse(row.value) as { event_date: string; config_version: number }) : null;
  });
