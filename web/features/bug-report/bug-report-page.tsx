import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client";
import { ReachOperator } from "./reach-operator";

const configQuery = {
  queryKey: ["utils", "config"],
  queryFn: () => unwrap(api.utils.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Intro and the embedded feedback form (its origin is the only frame the CSP allows); without
 * one, how to reach the operator.
 */
export function BugReportPage() {
  const { data, isPending, isError, refetch } = useQuery(configQuery);
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold">버그 및 개선사항</h1>
      <p className="text-base-content/80">
        사용 중 불편한 점이나 오류를 발견하셨나요? 알려주시면 빠르게 살펴보겠습니다. 개선 아이디어도
        환영합니다.
      </p>
      {isPending && <div className="skeleton h-[480px] w-full" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          <span>양식을 불러오지 못했습니다.</span>
          <button type="button" className="btn btn-sm" onClick={() => refetch()}>
            다시 시도
          </button>
        </div>
      )}
      {data && !data.feedback_form_url && <ReachOperator email={data.support_email} />}
      {data?.feedback_form_url && (
        <iframe
          title="버그 및 개선사항 양식"
          src={data.feedback_form_url}
          className="h-[70vh] min-h-[480px] w-full rounded-box border border-base-300 bg-base-100"
          loading="lazy"
        />
      )}
    </section>
  );
}
