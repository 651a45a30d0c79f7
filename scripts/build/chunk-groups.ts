/**
 * TanStack Query's React hooks for queries and mutations, with what only they use (suspense,
 * error boundaries, persisters' restoring, the mutation observer). The pages strangers land on
 * do without them (web/lib/use-observed-query.ts, features/invitee/hooks/use-response-mutation.ts),
 * so they stay out of the framework chunk those pages load too.
 */
const QUERY_HOOKS = [
  "@tanstack/react-query/build/modern/useQuery.js",
  "@tanstack/react-query/build/modern/useBaseQuery.js",
  "@tanstack/react-query/build/modern/suspense.js",
  "@tanstack/react-query/build/modern/errorBoundaryUtils.js",
  "@tanstack/react-query/build/modern/QueryErrorResetBoundary.js",
  "@tanstack/react-query/build/modern/IsRestoringProvider.js",
  "@tanstack/react-query/build/modern/useMutation.js",
  "@tanstack/query-core/build/modern/mutationObserver.js",
];

/**
 * Which files travel together in one chunk (docs/decisions/0007-landing-page-weight.md): a
 * dozen small files compress worse than a few, and what the pages strangers land on load is
 * budgeted (`npm run size`). Paths as they appear in a module's id; a folder ends with "/".
 * Files in no group are split as Vite sees fit.
 */
const GROUPS: { name: string; paths: string[]; except?: string[] }[] = [
  {
    // What the entry shares with later chunks lives apart from it: a chunk that imports the
    // entry would list the entry's stylesheet as a dependency and fetch it again on the pages
    // that carry it inline.
    name: "boot",
    paths: ["vite/preload-helper", "web/lib/theme.ts"],
  },
  {
    // Every page loads these together (web/app/start.tsx).
    name: "framework",
    // Not hono's typed client: the invite page's first load does without it (api-response.ts).
    paths: ["react/", "react-dom/", "scheduler/", "react-router/", "@tanstack/"].map(
      (name) => `node_modules/${name}`,
    ),
    except: QUERY_HOOKS,
  },
  {
    // Loaded with the first page that reads or sends through them (sign-in, the organiser's
    // screens, '내 응답').
    name: "query-hooks",
    paths: QUERY_HOOKS,
  },
  {
    // The app's own plumbing that every page starts with.
    name: "core",
    paths: [
      "web/app/",
      "web/lib/api-response.ts",
      "web/lib/auth-token.ts",
      "web/lib/error-detail.ts",
      "web/lib/toasts.ts",
      "web/lib/query-client.ts",
      "web/components/ui/toaster.tsx",
      "web/components/ui/page-loading.tsx",
      "web/components/ui/logo.tsx",
      "web/components/ui/theme-toggle.tsx",
      "web/lib/event-keys.ts",
      // Every page's language: the switch, the holder, and the words both landing pages share.
      "web/i18n/",
      "worker/i18n/paraglide/registry.js",
      "worker/i18n/paraglide/messages/common_",
    ],
    // Each page's route module stays its own chunk, loaded when the page opens; so do the
    // signed-in frame, which the pages strangers land on never load, and the invite page's
    // '내 응답', loaded when shown.
    except: [
      "web/app/routes/",
      "web/app/signed-in/app-layout.tsx",
      "web/app/my-responses-with-channels.tsx",
    ],
  },
  {
    // What the invite page shows; the organiser's live screens share some of it (the socket,
    // the badges, the dates).
    name: "invite",
    paths: [
      // The invite page's route module only names its page: a chunk of its own for one line
      // cost the page a request and some 60 bytes.
      "web/app/routes/event-public.tsx",
      "web/features/invitee/",
      "web/lib/dates.ts",
      "web/lib/use-live-event.ts",
      "web/lib/public-event-query.ts",
      "web/lib/event-status.ts",
      "web/lib/response-status.ts",
      "web/lib/network-text.ts",
      "web/components/ui/live-indicator.tsx",
      "web/components/ui/event-status-badge.tsx",
    ],
    // Loaded when shown (a returning invitee's panel and its personal link, a link to no event), once the page is
    // idle (what answering needs: checks, calls, the Korean for refusals) or on another page
    // (the simple participants page). Named file by file, so a folder is named by what it holds
    // and a file loaded later can sit beside one the page starts with.
    except: [
      // The invite pages' entry for other features (push) re-exports lazy code: it must not
      // pull that code into the first load.
      "web/features/invitee/index.ts",
      "invitee/components/my-responses-panel.tsx",
      "invitee/components/my-response-row.tsx",
      "invitee/hooks/use-my-places.ts",
      "invitee/hooks/use-own-responses.ts",
      "invitee/components/my-response-link.tsx",
      // '내 정보 삭제' in that panel, and its call, which comes with what answering needs.
      "invitee/components/erase-my-data.tsx",
      "invitee/my-responses/erase.ts",
      "invitee/components/response-link-qr.tsx",
      "invitee/components/event-missing.tsx",
      "invitee/components/simple-participants-page.tsx",
      // Below the form, its markup served: its code follows as the page hydrates.
      "invitee/components/participant-list.tsx",
      // An invite page with no event to show (never one the Worker rendered with its event).
      "invitee/components/event-states.tsx",
      "invitee/api/response-calls.ts",
      "invitee/sending/answering.ts",
      "invitee/sending/response-checks.ts",
      "invitee/sending/answer-request.ts",
      "invitee/sending/sent-fields.ts",
      "invitee/sending/answered.tsx",
      "invitee/sending/posted-response.ts",
      // The reply to a form the browser posted itself: made on the server (the route's action).
      "invitee/sending/posted-reply.ts",
      "invitee/sending/snapshot-patch.ts",
      "invitee/sending/success-message.ts",
      "invitee/waiting-position.ts",
      "invitee/my-responses/channel-states.ts",
      "invitee/my-responses/write.ts",
      "invitee/offers/one-tap-reply.ts",
      "invitee/offers/one-tap-replies.tsx",
      "invitee/offers/offer-note.tsx",
      // An event's questions: their fields load only for an event that asks some,
      // their checks and words with what answering needs.
      "invitee/questions/question-fields.tsx",
      "invitee/questions/answer-problems.ts",
      // The parts of states few readers meet (components/state-parts.ts).
      "invitee/components/responses-closed.tsx",
      "invitee/components/form-reply.tsx",
      "invitee/components/reminder-note.tsx",
      // And the word on personal data under every form, fetched as the page hydrates.
      "invitee/components/privacy-notice.tsx",
      // '매번 참석' on the form, and a standing response's controls in '내 응답': a series'
      // occurrences only (decision 0069).
      "invitee/components/standing-field.tsx",
      "invitee/components/standing-controls.tsx",
      // A series' link, its own page (/series/{id}), which loads the invite page's chunk too.
      "invitee/series/",
    ],
  },
  {
    // Small modules that the later-loaded code of several pages shares (the contract's questions,
    // an attempt's key, the words of a promotion, an address, a door pass): one chunk, not five.
    // Each chunk's name and hash sits in the first load's preload list of every page whose later
    // code needs it, and five of them cost the invite page more than their bytes. None imports
    // the invite chunk, so the pages that do without it still do.
    name: "shared-small",
    paths: [
      "worker/contract/questions.ts",
      "worker/contract/check-in-pass.ts",
      "web/lib/check-in-pass.ts",
      "web/lib/idempotency-key.ts",
      "web/lib/promotion-text.ts",
      "web/components/ui/email-address.tsx",
    ],
  },
  {
    // Hono's typed client, as Vite would split it anyway: named so the push group below leaves
    // it alone rather than taking it in as an import of its calls.
    name: "api-client",
    paths: ["web/lib/api-client.ts"],
  },
  {
    // This browser's subscription and what goes with it, shared by an invitee's response
    // panel, a host's account and a poll's vote form: one chunk. Split by which of those share
    // each file, they made one chunk more, whose name the invite page's first load lists.
    name: "push",
    paths: [
      "web/features/push/push-support.ts",
      "web/features/push/api/push-calls.ts",
      "web/features/push/browser-subscription.ts",
      "web/features/push/notify-memory.ts",
      "web/features/push/permission-text.ts",
      "web/features/push/renewal-follow.ts",
      // What the invitee's and the host's controls both say when the browser fails them.
      "worker/i18n/paraglide/messages/account_notify_browser_failed.js",
    ],
  },
];

/**
 * Rolldown's groups, the first listed taking precedence (its priority is highest): a group
 * also takes the files its own files import, unless an earlier group has them.
 */
export const chunkGroups = GROUPS.map(({ name, paths, except = [] }, index) => ({
  name,
  priority: GROUPS.length - index,
  test: (id: string) => {
    const path = id.replaceAll("\\", "/");
    return paths.some((part) => path.includes(part)) && !except.some((part) => path.includes(part));
  },
}));
