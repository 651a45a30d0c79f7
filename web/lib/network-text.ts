import { m } from "#messages";

/** What a call that got no reply says, on its own so a page can say it without the whole table. */
export const networkErrorText = () => m.errors_network();
