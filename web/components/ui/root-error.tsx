import { m } from "#messages";

/**
 * The last resort, for a page outside the signed-in frame (or the frame itself) that failed to
 * open: the reader's language instead of React Router's English developer screen, and a fresh load of the same
 * address. Kept this small because every page's first load carries it; the frame's own pages
 * get the fuller PageError.
 */
export function RootError() {
  return (
    <main role="alert" className="px-4 py-16 text-center">
      <h1 className="mb-2 text-xl font-bold">{m.account_page_error_chunk_title()}</h1>
      <p>{m.account_root_error_body()}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={() => location.reload()}>
        {m.account_try_again()}
      </button>
    </main>
  );
}
