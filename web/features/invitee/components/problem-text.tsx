/** A field's problem, under it in the form's fields and the questions' alike. */
export function ProblemText({ id, text }: { id: string; text: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="alert alert-error alert-soft px-3 py-2 text-sm"
      data-testid="form-problem"
    >
      {text}
    </p>
  );
}
