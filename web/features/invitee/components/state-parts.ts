import { lazyPart } from "./lazy-part";

/**
 * The invite page's parts fetched when shown: those of states few readers meet, each its own
 * chunk, and the list of who answered, below the form, whose served markup stands until its code
 * arrives (its links work before then: they open the form by the page's address).
 */
export const closedPart = lazyPart(() =>
  import("./responses-closed").then((module) => module.ResponsesClosed),
);
export const replyPart = lazyPart(() => import("./form-reply").then((module) => module.FormReply));
export const reminderPart = lazyPart(() =>
  import("./reminder-note").then((module) => module.ReminderNote),
);
/**
 * The form's word on personal data, under every form that asks for it: fetched when
 * shown, as the rest, since the page's first load has no room left for it (decision 0007).
 */
export const privacyPart = lazyPart(() =>
  import("./privacy-notice").then((module) => module.PrivacyNotice),
);
/** '매번 참석', on the form of a series' occurrence only. */
export const standingPart = lazyPart(() =>
  import("./standing-field").then((module) => module.StandingField),
);
export const noEventPart = lazyPart(() =>
  import("./event-states").then((module) => module.NoEvent),
);
export const participantsPart = lazyPart(() =>
  import("./participant-list").then((module) => module.ParticipantList),
);

/** For the server's render, which renders every state: each part fetched first. */
export const preloadStateParts = () =>
  Promise.all(
    [
      closedPart,
      replyPart,
      reminderPart,
      privacyPart,
      standingPart,
      noEventPart,
      participantsPart,
    ].map((part) => part.preload()),
  );
