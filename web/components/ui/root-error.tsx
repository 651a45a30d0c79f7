/**
 * The last resort, for a page outside the signed-in frame (or the frame itself) that failed to
 * open: Korean instead of React Router's English developer screen, and a fresh load of the same
 * address. Kept this small because every page's first load carries it; the frame's own pages
 * get the fuller PageError.
 */
export function RootError() {
  return (
    <main role="alert" className="px-4 py-16 text-center">
      <h1 className="mb-2 text-xl font-bold">화면을 불러오지 못했습니다</h1>
      <p>연결을 확인한 뒤 다시 시도해주세요.</p>
      <button type="button" className="btn btn-primary mt-4" onClick={() => location.reload()}>
        다시 시도
      </button>
    </main>
  );
}
