import { z } from "zod";

/**
 * What the people running an event hear of it (decision 0067): `each` answer, gathered when
 * they come fast; one `daily` summary at 09:00 on the event's clock; or nothing (`off`).
 */
export const HOST_NOTICE_MODES = ["each", "daily", "off"] as const;
export const HostNoticeMode = z
  .enum(HOST_NOTICE_MODES, { error: 'mode must be "each", "daily" or "off"' })
  .meta({
    description:
      "`each`: a notice for each answer (those within 10 minutes of the last notice are gathered into one at the end of those 10 minutes); `daily`: one summary of the last day's changes at 09:00 on the event's clock, only when something changed; `off`: none",
  });
export type HostNoticeMode = z.infer<typeof HostNoticeMode>;
