import { renderPollPage, renderPollPosted } from "virtual:render-page";
import { ACTION_DATA_ELEMENT_ID } from "#contract/invite-page";
import { POLL_SNAPSHOT_ELEMENT_ID, type VotePost } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import type { Language } from "#i18n/language";
import { namedLanguage, requestLanguage } from "#i18n/request-language";
import { jsonForScript } from "../lib/html-escape";
import { errorText } from "../lib/log-text";
import { publicOrigin } from "../lib/public-origin";
import { fetchShell } from "./app-shell";
import { inlineStylesheets } from "./inline-styles";
import { LANGUAGE_VARY, withPageLanguage } from "./page-language";
import { pollPreviewTags } from "./poll-preview";
import { readPollView } from "./poll-view";
import { neutralTags, withPreviewTags } from "./preview-tags";
import { EVENT_ID_PATTERN } from "./snapshots";

const POLL_PAGE = new RegExp(`^/polls/(${EVENT_ID_PATTERN})/?$`, "i");

/** A poll page's id, lower-cased, or undefined for any other path. */
export const pollIdOfPage = (pathname: string) => POLL_PAGE.exec(pathname)?.[1]?.toLowerCase();

/** A posted vote form: its fields, and the Worker's part of the page's action. */
export type PostedVote = {
  fields: URLSearchParams;
  post: (view?: PollPublicView) => VotePost & { viewAfter: () => PollPublicView | undefined };
};

/**
 * The poll page, answered by the Worker as an invite page is (event-page.ts): the app's shell
 * with the poll's title and preview tags, its view inline for the app to start from, and the
 * page rendered by the app's own route. An unknown poll gets the product's tags and a 404; the
 * app shows its not-found state. For a posted form the route's action runs first and the page
 * shows its reply (docs/decisions/0051-one-form-path.md). In the reader's language, else the
 * poll's: a chat app's crawler names none.
 */
export async function servePollPage(
  request: Request,
  env: Env,
  assets: Fetcher,
  pollId: string,
  posted?: PostedVote,
): Promise<Response> {
  // Asked for whole: the page differs on every request, so a revalidation against the shell's
  // ETag must not come back as a 304 of an old page.
  const conditionless = new Headers(request.headers);
  for (const name of ["If-None-Match", "If-Modified-Since"]) conditionless.delete(name);
  const url = new URL(request.url);
  const shellIn = (language: Language) =>
    fetchShell(assets, url, language, { headers: conditionless });
  const named = namedLanguage(request);
  const [early, before] = await Promise.all([
    named ? shellIn(named) : undefined,
    readPollView(env, pollId),
  ]);
  const language = requestLanguage(request, { event: before?.view.language });
  const shell = early ?? (await shellIn(language));
  if (!shell.ok) return shell;
  const origin = publicOrigin(env, url);
  const page = `${origin}/polls/${pollId}`;

  let view = before?.view;
  let markup: string | null = null;
  let reply: { status: number } | null = null;
  let actionData = "";
  try {
    if (posted) {
      const post = posted.post(before?.view);
      const answered = await renderPollPosted(
        page,
        posted.fields,
        post,
        async () => (view = post.viewAfter()),
        language,
      );
      if (answered) {
        ({ markup, reply } = answered);
        const json = JSON.stringify(answered.actionData);
        actionData = `<script type="application/json" id="${ACTION_DATA_ELEMENT_ID}">${jsonForScript(json)}</script>`;
      }
    } else if (view) {
      markup = await renderPollPage(page, view, language);
    }
  } catch (error) {
    // A posted form's failure is the Worker's error; a plain page still works without its
    // render: the app renders it in the browser as on any other page.
    if (posted) throw error;
    console.error(
      JSON.stringify({ level: "error", msg: "poll page render failed", error: errorText(error) }),
    );
  }

  // The view inline is the one the page was rendered with: the app hydrates it as it is.
  const json = view === before?.view ? before?.json : view && JSON.stringify(view);
  const data = json
    ? `<script type="application/json" id="${POLL_SNAPSHOT_ELEMENT_ID}">${jsonForScript(json)}</script>`
    : "";
  const tags = view ? pollPreviewTags(view, page, origin) : neutralTags(env, url, language);
  const rewriter = withPageLanguage(
    withPreviewTags(inlineStylesheets(new HTMLRewriter(), assets, url), tags),
    language,
  );
  rewriter
    .on("head", { element: (el) => void el.append(`${data}${actionData}`, { html: true }) })
    .on("div#root", {
      element: (el) => {
        if (markup) el.setInnerContent(markup, { html: true });
      },
    });
  const headers = new Headers(shell.headers);
  for (const name of ["ETag", "Last-Modified"]) headers.delete(name);
  headers.append("Vary", LANGUAGE_VARY);
  // A reply is this visitor's alone.
  if (posted) headers.set("Cache-Control", "no-store");
  return new Response(rewriter.transform(shell).body, {
    status: reply?.status ?? (view ? 200 : 404),
    headers,
  });
}
