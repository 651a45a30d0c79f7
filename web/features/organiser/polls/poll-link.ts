/** The poll's link for voters: the site's origin and /polls/{id}. */
export const pollLink = (pollId: string, origin: string = location.origin) =>
  `${origin}/polls/${pollId}`;

/** Where the organiser watches a poll's votes. */
export const tallyPath = (pollId: string) => `/polls/${pollId}/tally`;
