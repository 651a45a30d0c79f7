import type { HostRole } from "#contract/hosts";
import type { MessagePart } from "#i18n/paraglide/runtime.js";
import { m } from "#messages";

/**
 * Each role's name where hosts are chosen (the role menu, an invitation's line, the add form),
 * called when shown. The log's sentences word the roles themselves (log-line.ts).
 */
export const ROLE_NAMES: Record<HostRole, () => string> = {
  manager: m.responses_role_manager,
  checkin: m.responses_role_checkin,
};

const EXPLANATIONS = {
  manager: m.responses_hosts_manager_explain.parts,
  checkin: m.responses_hosts_checkin_explain.parts,
};

/**
 * What a role may do, as the add form explains it (decision 0043): its name, marked to stand
 * out, then what it may do.
 */
export const roleExplanation = (role: HostRole): MessagePart[] =>
  EXPLANATIONS[role]({ role: ROLE_NAMES[role]() });
