import { m } from "#messages";

/**
 * What a notify control says when the browser gave no permission, for an invitee's response and
 * a host's account alike. Apart from notify-text.ts, whose refusals are the invite page's.
 */

/** The browser blocks this site's notifications: how to allow them again. */
export const blockedText = (): string => m.account_notify_blocked();

/** The permission prompt was dismissed. */
export const notAllowedText = (): string => m.account_notify_not_allowed();

export const permissionText = (permission: NotificationPermission): string =>
  permission === "denied" ? blockedText() : notAllowedText();
