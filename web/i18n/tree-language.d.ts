interface ImportMetaEnv {
  /**
   * The one language a built tree of the browser's files carries (scripts/build/catalogs.ts);
   * unset where one tree carries them all (`vite` dev, the tests).
   */
  readonly MOIM_LANGUAGE?: import("#i18n/language").Language;
}
