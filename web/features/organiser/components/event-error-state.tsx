import { Link } from "react-router";
import { m } from "#messages";
import { ApiError } from "../../../lib/error-detail";
import { errorText, statusText } from "../../../lib/error-text";

/**
 * A screen that could not load: the status in words as the heading, and beneath it what
 * the refusal's code says when that is more (web/lib/error-text.ts).
 */
export function EventErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const heading = statusText(status);
  const detail = errorText(error);
  return (
    <section role="alert" className="card border border-base-300 bg-base-100">
      <div className="card-body items-center py-12 text-center">
        <h1 className="card-title text-xl">{heading}</h1>
        {detail !== heading && <p className="text-base-content/70">{detail}</p>}
        <div className="card-actions mt-2">
          {onRetry && status !== 404 && status !== 403 && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {m.organiser_error_retry()}
            </button>
          )}
          <Link to="/" className="btn btn-ghost">
            {m.organiser_error_home()}
          </Link>
        </div>
      </div>
    </section>
  );
}
