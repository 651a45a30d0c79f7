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
 * there is one (SUPPORT_EMAIL), otherwise how to reach them, in words anyone understands.
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
        </>
      ) : (
        <p>
          지금은 이 페이지에서 바로 보낼 수 있는 양식이 없습니다. 이 서비스를 알려준 분이나 모임을
          운영하는 분께 직접 말씀해 주세요. 운영자에게 전달됩니다.
        </p>
      )}
      <div>
        <p className="font-medium">이런 내용을 함께 적어주시면 빨리 해결할 수 있어요</p>
        <ul className="mt-1 list-disc pl-5 text-base-content/80">
          {WHAT_TO_WRITE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
