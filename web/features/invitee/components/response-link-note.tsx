import { m } from "#messages";
/**
 * What '내 응답 링크' is for, said wherever the page shows one: in '내 응답' (my-response-link.tsx)
 * and in the reply to a sign-up posted without the app (form-reply.tsx). `renewable`: the link
 * was made on request, and making another stops it.
 */
export function ResponseLinkNote({ renewable = false }: { renewable?: boolean }) {
  return (
    <p className="text-sm text-base-content/80">
      {m.invitee_link_note()}
      {renewable && ` ${m.invitee_link_note_renew()}`}
    </p>
  );
}
