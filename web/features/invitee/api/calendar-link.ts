/** GET /events/{id}/calendar.ics: the 'add to calendar' link. */
export const calendarUrl = (eventId: string) =>
  `/api/v1/events/${encodeURIComponent(eventId)}/calendar.ics`;
