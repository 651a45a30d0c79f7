import { acceptedLanguage, chooseLanguage, cookieLanguage, type Language } from "./language";

/**
 * The language the request itself names (the switch's cookie, then the browser's), if one of
 * ours: null leaves it to what the caller knows (an event's language).
 */
export const namedLanguage = (request: Request): Language | null =>
  cookieLanguage(request.headers.get("Cookie")) ??
  acceptedLanguage(request.headers.get("Accept-Language"));

/**
 * The language a request reads in, as far as the request says: the switch's cookie, then the
 * browser's `Accept-Language`, then the event's language (for an event's pages and answers),
 * then Korean. The account's language comes before the browser's where the caller knows the
 * account (`account`).
 */
export const requestLanguage = (
  request: Request,
  known: { account?: Language | null; event?: Language | null } = {},
): Language =>
  chooseLanguage({
    cookie: cookieLanguage(request.headers.get("Cookie")),
    account: known.account,
    browser: acceptedLanguage(request.headers.get("Accept-Language")),
    event: known.event,
  });
