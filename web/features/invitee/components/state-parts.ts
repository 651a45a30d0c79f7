import { lazyPart } from "./lazy-part";

/** The invite page's parts for the states few readers meet, each its own chunk. */
export const closedPart = lazyPart(() =>
  import("./responses-closed").then((module) => module.ResponsesClosed),
);
export const replyPart = lazyPart(() => import("./form-reply").then((module) => module.FormReply));
export const reminderPart = lazyPart(() =>
  import("./reminder-note").then((module) => module.ReminderNote),
);

/** For the server's render, which renders every state: each part fetched first. */
export const preloadStateParts = () =>
  Promise.all([closedPart, replyPart, reminderPart].map((part) => part.preload()));
