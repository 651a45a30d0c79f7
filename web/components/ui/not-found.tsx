import { Link } from "react-router";

/** The page of every unknown route: 404, and a way back to /. */
export function NotFound() {
  return (
    <main className="grid min-h-[60vh] place-items-center p-6 text-center">
      <div className="flex flex-col items-center gap-3">
        <p className="text-7xl font-extrabold text-primary" data-testid="not-found-code">
          404
        </p>
        <h1 className="text-3xl font-bold">Oops!</h1>
        <p className="text-base-content/70">The page you are looking for was not found.</p>
        <Link to="/" className="btn btn-primary btn-outline mt-2">
          Go Back
        </Link>
      </div>
    </main>
  );
}
