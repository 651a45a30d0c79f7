import { m } from "#messages";
import {
  filledSegments,
  passwordStrength,
  STRENGTH_SEGMENTS,
  strengthLevel,
} from "../password-strength";

const LEVEL_COLOUR = { Low: "bg-error", Medium: "bg-warning", High: "bg-success" } as const;
const LEVEL_WORD = {
  Low: m.account_strength_low,
  Medium: m.account_strength_medium,
  High: m.account_strength_high,
} as const;

/** Four segments and a word: Low, Medium or High. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const level = strengthLevel(score);
  const filled = filledSegments(score);
  return (
    <div className="flex items-center gap-3" data-testid="password-strength">
      <meter
        className="sr-only"
        aria-label={m.account_password_strength()}
        min={0}
        max={100}
        low={33}
        high={66}
        optimum={100}
        value={score}
      />
      <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
        {Array.from({ length: STRENGTH_SEGMENTS }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments never reorder
            key={i}
            className={`h-1.5 rounded-full ${i < filled ? LEVEL_COLOUR[level] : "bg-base-300"}`}
          />
        ))}
      </div>
      <span className="w-16 text-right text-sm text-base-content/70">
        {password ? LEVEL_WORD[level]() : ""}
      </span>
    </div>
  );
}
