import { m } from "#messages";

type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** How many numbered buttons at most: five fit a phone's width. */
  maxButtons?: number;
};

/** The page numbers to show: a window of at most `max` around `page`, inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, max = 5): number[] {
  const size = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: Math.max(0, size) }, (_, i) => first + i);
}

/** '3페이지': what a screen reader says for a numbered button. */
export const pageLabel = (number: number) => m.account_page_number({ number });

/**
 * Previous, numbered and next buttons, in the reader's language; nothing at all
 * when there is a single page. Seven buttons at most, so even 44 px touch targets fit a 360 px
 * phone.
 */
export function Pagination({ page, pageCount, onChange, maxButtons = 5 }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={m.account_pagination()} className="flex justify-center">
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {m.account_previous()}
        </button>
        {pageWindow(page, pageCount, maxButtons).map((number) => (
          <button
            key={number}
            type="button"
            className={`join-item btn btn-sm ${number === page ? "btn-primary" : ""}`}
            aria-current={number === page ? "page" : undefined}
            aria-label={pageLabel(number)}
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
          {m.account_next()}
        </button>
      </div>
    </nav>
  );
}
