import type { MouseEvent, ReactNode } from "react";

type StateLinkProps = {
  /** The page the Worker renders in this state: where the link leads before the app runs. */
  href: string;
  onFollow: () => void;
  className?: string;
  /** This link's state is the one shown (one of a set, as the form's modes). */
  current?: boolean;
  label?: string;
  children: ReactNode;
};

/**
 * A link of the invite page to the page in another state (the form to edit or cancel, the
 * whole list), which the Worker renders so before and without the app, and which the app
 * follows in place once it runs. A link, announced and keyed as one: a button cannot lead
 * anywhere without the app, and a link dressed as a button (role="button") is neither.
 */
export function StateLink({ href, onFollow, className, current, label, children }: StateLinkProps) {
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    onFollow();
  };
  return (
    <a
      href={href}
      className={className}
      aria-current={current || undefined}
      aria-label={label}
      onClick={follow}
    >
      {children}
    </a>
  );
}
