import { EmailAddress } from "../../components/ui/email-address";

/** What a report is most useful with; the same whether it goes by mail or by another way. */
const WHAT_TO_WRITE = [
  "어느 화면에서 무엇을 하던 중이었는지",
  "어떤 일이 생겼고, 원래 어떻게 되기를 기대했는지",
  "사용한 기기와 브라우저 (예: 아이폰 사파리)",
];

const SUBJECT = "[모임 RSVP] 버그 및 개선사항";

/**
 * /bug-report where no feedback form is set up: a mail link to the operator's address when
 * there is one (SUPPORT_EMAIL). Otherwise this installation has no way to take a report, and
 * the page says so rather than sending people to "whoever runs the service", who may be the
 * reader: with the two settings that add one, and the README section on them (the project's
 * repository address is nowhere in it to link to), marked as for whoever runs it.
 */
export function ReachOperator({ email }: { email: string | null }) {
  return (
    <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5">
      {email ? (
        <>
          <p>아래 주소로 메일을 보내주시면 운영자가 확인하고 답장드립니다.</p>
          <a
            className="btn btn-primary self-start"
            href={`mailto:${email}?subject=${encodeURIComponent(SUBJECT)}`}
          >
            메일로 알려주기
          </a>
          <p className="text-sm text-base-content/75">
            메일 주소:{" "}
            <EmailAddress className="font-medium text-base-content select-all" email={email} />
          </p>
          <div>
            <p className="font-medium">이런 내용을 함께 적어주시면 빨리 해결할 수 있어요</p>
            <ul className="mt-1 list-disc pl-5 text-base-content/80">
              {WHAT_TO_WRITE.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <NoChannel />
      )}
    </div>
  );
}

/** Neither a form nor an address: none to offer, and how the person running it adds one. */
function NoChannel() {
  return (
    <>
      <p data-testid="no-feedback-channel">
        이 설치본에는 버그와 의견을 받을 곳(의견 양식이나 메일 주소)이 설정되어 있지 않아, 여기서
        알릴 방법이 없습니다.
      </p>
      <div className="rounded-box bg-base-200 p-4 text-sm">
        <p className="font-medium">이 서비스를 운영한다면</p>
        <p className="mt-1 text-base-content/80">
          <code>wrangler.toml</code>의 <code>[vars]</code>에 <code>SUPPORT_EMAIL</code>(문의를 받을
          메일 주소)이나 <code>FEEDBACK_FORM_URL</code>(이 페이지에 넣을 의견 양식의 주소)을 적으면
          여기에 나타납니다. 양식 주소는 앱을 다시 빌드해야 반영됩니다. 자세한 방법은 프로젝트
          README의 <strong>Configuration</strong> 절에 있습니다.
        </p>
      </div>
    </>
  );
}
