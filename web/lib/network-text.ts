import { DEFAULT_LANGUAGE } from "#i18n/language";
import { m } from "#messages";

/** What a call that got no reply says, on its own so a page can say it without the whole table. */
export const networkErrorText = () => m.errors_network();

/**
 * @deprecated Always Korean, read once when this module loads: call networkErrorText() where
 * the words are shown. Kept only while callers move to it.
 */
export const NETWORK_ERROR_TEXT = m.errors_network({}, { locale: DEFAULT_LANGUAGE });
