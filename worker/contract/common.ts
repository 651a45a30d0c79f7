import { z } from "zod";

export const Message = z.object({ message: z.string() });
export type Message = z.infer<typeof Message>;

/** `?skip=&limit=` on list calls. */
export const Pagination = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const UuidParam = (name: string) =>
  z.object({ [name]: z.uuid({ message: `${name} must be a UUID` }) });

/**
 * `Idempotency-Key` on calls that create something: the same key sent again with the same
 * request gets what the first one made instead of making it twice.
 */
export const IdempotencyHeader = z.object({
  "idempotency-key": z.string().trim().min(1).max(200).optional(),
});
