import { m } from "#messages";

/** An unknown poll (the Worker answers it 404), or while the app still reads one. */
export function PollMissing({ loading }: { loading: boolean }) {
  if (loading) {
    return (
      <div className="flex justify-center py-16">
        <span className="loading loading-lg" />
      </div>
    );
  }
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="poll-missing">
      <div className="card-body items-center gap-3 p-6 text-center">
        <h1 className="card-title">{m.poll_page_missing_title()}</h1>
        <p className="text-base-content/70">{m.poll_page_missing_text()}</p>
      </div>
    </section>
  );
}
