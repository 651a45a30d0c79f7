import type { UserPublic } from "#contract/users";

/** The signed-in organiser as GET /users/me answers for them, for the account pages' tests. */
export const ORGANISER: UserPublic = {
  id: "22222222-2222-4222-8222-222222222222",
  email: "organiser@example.com",
  full_name: "김주최",
  is_active: true,
  is_superuser: false,
  language: "ko",
  host_notifications: "each",
  created_at: "2026-01-01T00:00:00.000Z",
};
