import type { HostRole } from "#contract/hosts";
import type { MessagePart } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";

/**
 * What each role may do, as the add form explains it (decision 0043): the role's name (`role`),
 * marked to stand out, then what it may do.
 */
export const ROLE_EXPLANATIONS: Record<HostRole, (inputs: { role: string }) => MessagePart[]> = {
  manager: m.responses_hosts_manager_explain.parts,
  checkin: m.responses_hosts_checkin_explain.parts,
};
