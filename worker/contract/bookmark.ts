/**
 * D1's session bookmark (read replication): the Worker sends the latest after each API call and
 * reads anchored at the one the client sends back, so an organiser's reads, served by a replica
 * near them, always see their own writes. Here, zod-free, so the API client carries it cheaply.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
