import { Fragment } from "react";

/**
 * An address that, when it must break, breaks before an '@' or a '.' (as style guides break
 * addresses: the punctuation that opens the next line says the address goes on), never
 * mid-word as `break-all` did ('minji@example.' then 'com'). A part too long for a line of its
 * own still breaks where it overflows (the page's overflow-wrap: break-word).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const pieces = email.split(/(?=[@.])/);
  return (
    <span className={className}>
      {pieces.map((piece, i) => (
        // The pieces of one address never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
