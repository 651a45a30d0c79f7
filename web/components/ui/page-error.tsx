import { useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { m } from "#messages";
import { deployChanged, isChunkLoadError, reloadOnce } from "../../lib/new-deploy";
import { useOnline } from "../../lib/online";
import { PageLoading } from "./page-loading";

/**
 * A page that failed to open (its code did not load, or it broke while drawing), in place of
 * the page and inside the signed-in frame, so its navigation stays. A missing chunk after a new
 * deploy reloads the page once by itself; otherwise the person is told what happened in their
 * language and can try again, never React Router's English developer screen.
 */
export function PageError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const online = useOnline();
  const [checking, setChecking] = useState(chunk);

  useEffect(() => {
    if (!chunk) return;
    let current = true;
    void deployChanged().then((changed) => {
      // Reloading: the spinner stays until the new page replaces this one.
      if (current && !(changed && reloadOnce())) setChecking(false);
    });
    return () => {
      current = false;
    };
  }, [chunk]);

  if (checking) return <PageLoading />;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <h1 className="text-xl font-bold">
        {chunk ? m.account_page_error_chunk_title() : m.account_page_error_title()}
      </h1>
      <p className="text-base-content/70" data-testid="page-error-reason">
        {!online
          ? m.account_page_error_offline()
          : chunk
            ? m.account_page_error_chunk()
            : m.account_page_error_other()}
      </p>
      <div className="flex gap-2">
        {/* A fresh load of this address: the code the failed attempt needed comes anew. */}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => location.reload()}
          disabled={!online}
        >
          {m.account_try_again()}
        </button>
        <a href="/" className="btn btn-ghost">
          {m.account_page_error_home()}
        </a>
      </div>
    </section>
  );
}
