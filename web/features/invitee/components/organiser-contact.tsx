import { m } from "#messages";

/**
 * The organiser's contact line, shown only where the page can no longer take what
 * an invitee wants: a change once responses are closed, a seat once the event is full. A long
 * chat link breaks anywhere rather than widen a phone's page.
 */
export function OrganiserContact({ contact }: { contact: string }) {
  return (
    <p className="mt-2 text-sm wrap-anywhere">
      <strong>{m.invitee_organiser_contact()}</strong> {contact}
    </p>
  );
}
