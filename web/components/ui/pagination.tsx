type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** How many numbered buttons at most (spec: up to 5). */
  maxButtons?: number;
};

/** The page numbers to show: a window of at most `max` around `page`, inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, max = 5): number[] {
  const size = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: Math.max(0, size) }, (_, i) => first + i);
}

/** Previous, numbered and next buttons; nothing at all when there is a single page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  previousLabel = "이전",
  nextLabel = "다음",
  maxButtons = 5,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {previousLabel}
        </button>
        {pageWindow(page, pageCount, maxButtons).map((number) => (
          <button
            key={number}
            type="button"
            className={`join-item btn btn-sm ${number === page ? "btn-primary" : ""}`}
            aria-current={number === page ? "page" : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onChange(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page >= pageCount}
          onClick={() => onChange(page + 1)}
        >
          {nextLabel}
        </button>
      </div>
    </nav>
  );
}
