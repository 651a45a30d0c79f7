import { useQuery } from "@tanstack/react-query";
import { m } from "#messages";
import { LanguageSwitch } from "../../i18n/language-switch";
import { appSettingsQuery } from "../../lib/app-settings";
import { useSaveLanguage } from "../users";
import { ReachOperator } from "./reach-operator";

/**
 * Intro and the embedded feedback form (its origin is the only frame the CSP allows); without
 * one, how to reach the operator.
 */
export function BugReportPage() {
  const { data, isPending, isError, refetch } = useQuery(appSettingsQuery);
  const saveLanguage = useSaveLanguage();
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{m.account_bug_title()}</h1>
        <LanguageSwitch onChosen={(language) => saveLanguage.mutateAsync(language)} />
      </div>
      <p className="text-base-content/80">{m.account_bug_intro()}</p>
      {isPending && <div className="skeleton h-[480px] w-full" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          <span>{m.account_bug_form_failed()}</span>
          <button type="button" className="btn btn-sm" onClick={() => refetch()}>
            {m.account_try_again()}
          </button>
        </div>
      )}
      {data && !data.feedback_form_url && <ReachOperator email={data.support_email} />}
      {data?.feedback_form_url && (
        <iframe
          title={m.account_bug_form_title()}
          src={data.feedback_form_url}
          className="h-[70vh] min-h-[480px] w-full rounded-box border border-base-300 bg-base-100"
          loading="lazy"
        />
      )}
    </section>
  );
}
