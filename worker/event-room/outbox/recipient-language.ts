import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#i18n/language";

/**
 * The language a response answered in (kept with it), which its notices are worded in. Read
 * when a notice is queued and kept with it, so a deleted event's farewells, which outlive
 * their responses, still know it.
 */
export function recipientLanguage(sql: SqlStorage, responseId: string): Language {
  const [row] = sql
    .exec<{ language: string }>("SELECT language FROM responses WHERE id = ?", responseId)
    .toArray();
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
