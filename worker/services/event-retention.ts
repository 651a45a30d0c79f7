import { validationError } from "../lib/errors";

/**
 * The days an event keeps its responses' personal data, as stored: the organiser's choice, or
 * (null) the installation's RETENTION_DAYS, which also bounds the choice. Left out of an update,
 * it stays as it is (undefined).
 */
export function retentionDaysOf(asked: number | null, installationDays: number): number;
export function retentionDaysOf(
  asked: number | null | undefined,
  installationDays: number,
): number | undefined;
export function retentionDaysOf(
  asked: number | null | undefined,
  installationDays: number,
): number | undefined {
  if (asked === undefined) return undefined;
  if (asked === null) return installationDays;
  if (asked > installationDays) {
    throw validationError(
      ["body", "retention_days"],
      `retention_days must be at most ${installationDays}, this installation's RETENTION_DAYS`,
      "retention_too_long",
    );
  }
  return asked;
}
