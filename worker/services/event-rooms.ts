/** The room of one event. Every call for that event goes to this one object. */
export const roomFor = (env: Env, eventId: string) =>
  env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId));
