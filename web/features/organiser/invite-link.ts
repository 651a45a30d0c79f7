/** The invite link: the site's origin and /events/{id}/public. */
export const inviteLink = (eventId: string, origin: string = location.origin) =>
  `${origin}/events/${eventId}/public`;
