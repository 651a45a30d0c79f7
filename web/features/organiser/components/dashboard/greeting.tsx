import { m } from "#messages";
import { EmailAddress } from "../../../../components/ui/email-address";

/** Where the name goes in the greeting's words: a character no name or message holds. */
const NAME = "\u{E000}";

/**
 * '안녕하세요, 김민지님': the caller's name, or without one their address, which breaks only
 * before an '@' or a '.' (EmailAddress). The message is one sentence with the name's place in
 * it, wherever the language puts it; the address is set into that place as an element.
 */
export function Greeting({
  user,
}: {
  user: { full_name?: string | null; email: string } | undefined;
}) {
  const name = user ? user.full_name || <EmailAddress email={user.email} /> : "…";
  const [before, after = ""] = m.organiser_dashboard_greeting({ name: NAME }).split(NAME);
  return (
    <p className="text-base-content/70" data-testid="greeting">
      {before}
      {name}
      {after}
    </p>
  );
}
