import { m } from "#messages";
import { setTheme, type Theme } from "../../../lib/theme";
import { useTheme } from "../../../lib/use-theme";

const OPTIONS: { value: Theme; label: () => string; hint: () => string }[] = [
  { value: "system", label: m.account_appearance_system, hint: m.account_appearance_system_hint },
  { value: "light", label: m.account_appearance_light, hint: m.account_appearance_light_hint },
  { value: "dark", label: m.account_appearance_dark, hint: m.account_appearance_dark_hint },
];

/** Appearance: system, light or dark, kept in localStorage `theme`. */
export function Appearance() {
  const theme = useTheme();
  return (
    <fieldset className="flex max-w-md flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{m.account_appearance_title()}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary"
        >
          <input
            type="radio"
            name="theme"
            className="radio radio-primary"
            value={option.value}
            checked={theme === option.value}
            onChange={() => setTheme(option.value)}
          />
          <span className="flex flex-col">
            <span className="font-medium">{option.label()}</span>
            <span className="text-sm text-base-content/60">{option.hint()}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
