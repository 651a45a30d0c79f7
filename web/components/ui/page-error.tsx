import { useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { deployChanged, isChunkLoadError, reloadOnce } from "../../lib/new-deploy";
import { useOnline } from "../../lib/online";
import { PageLoading } from "./page-loading";

/**
 * A page that failed to open (its code did not load, or it broke while drawing), in place of
 * the page and inside the signed-in frame, so its navigation stays. A missing chunk after a new
 * deploy reloads the page once by itself; otherwise the person is told what happened in Korean
 * and can try again, never React Router's English developer screen.
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
        {chunk ? "화면을 불러오지 못했습니다" : "화면을 보여드리는 중에 문제가 생겼습니다"}
      </h1>
      <p className="text-base-content/70" data-testid="page-error-reason">
        {!online
          ? "인터넷에 연결되어 있지 않습니다. 연결을 확인한 뒤 다시 시도해주세요."
          : chunk
            ? "연결이 불안정하거나 새 버전으로 바뀌는 중일 수 있습니다. 다시 시도해주세요."
            : "잠시 후 다시 시도해주세요. 계속되면 버그 및 개선사항으로 알려주세요."}
      </p>
      <div className="flex gap-2">
        {/* A fresh load of this address: the code the failed attempt needed comes anew. */}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => location.reload()}
          disabled={!online}
        >
          다시 시도
        </button>
        <a href="/" className="btn btn-ghost">
          처음으로
        </a>
      </div>
    </section>
  );
}
