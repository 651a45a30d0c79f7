import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Language } from "#i18n/language";
import { m } from "#messages";
import { languageChosen, showLanguage } from "../../../i18n/reader-language";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { currentUserQuery, useCurrentUser } from "./current-user";
import { updateMe } from "./update-me";

/**
 * Keeps a language on the account (PATCH /users/me {language}) and the cached user in step, so
 * the account's pages and mails read in it from now on; `confirm` says so in a toast. The page
 * is drawn anew in the new language while the call runs, so what follows it is given here, to
 * the mutation itself, rather than to `mutate`, whose callbacks a new page never hears.
 */
export function useSaveLanguage({ confirm = false }: { confirm?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => updateMe({ language }),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      if (confirm) toast.success(m.account_profile_language_saved());
    },
    onError: (error) => toast.error(toastDetail(error)),
  });
}

/**
 * Signed in, the account's language is shown once it is known, unless the reader chose one with
 * the switch on this browser (the switch's cookie outranks the account). Where that means the
 * other language's tree, the page loads again in it, and the account's language is this
 * browser's choice from then on (reader-language.ts).
 */
export function useAccountLanguage(): void {
  const language = useCurrentUser().data?.language;
  useEffect(() => {
    if (language && !languageChosen()) showLanguage(language);
  }, [language]);
}
