import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/**
 * GET /utils/config: the installation's settings the screens need (where bug reports go, the
 * most days an event may keep its responses' personal data). They change only with a deploy,
 * so one read a page load serves every screen that asks.
 */
export const appSettingsQuery = queryOptions({
  queryKey: ["utils", "config"],
  queryFn: () => unwrap(api.utils.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});
