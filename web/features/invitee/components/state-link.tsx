import type { KeyboardEvent, MouseEvent, ReactNode } from "react";

type PressLinkProps = {
  /** The page the Worker renders in this state: where the control leads before the app runs. */
  href: string;
  onPress: () => void;
  className?: string;
  pressed?: boolean;
  label?: string;
  children: ReactNode;
};

/**
 * A button of the invite page that also works before and without the app: a link to the page
 * in the state it asks for (the Worker renders it so), pressed in place once the app runs.
 * Announced as a button either way, and pressed by Space as buttons are.
 */
export function PressLink({ href, onPress, className, pressed, label, children }: PressLinkProps) {
  const press = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onPress();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button cannot lead anywhere without the app.
    <a
      href={href}
      role="button"
      className={className}
      aria-pressed={pressed}
      aria-label={label}
      onClick={press}
      onKeyDown={(event) => event.key === " " && press(event)}
    >
      {children}
    </a>
  );
}
