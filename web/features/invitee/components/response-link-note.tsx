/**
 * What '내 응답 링크' is for, said wherever the page shows one: in '내 응답' (my-response-link.tsx)
 * and in the reply to a sign-up posted without the app (form-reply.tsx). `renewable`: the link
 * was made on request, and making another stops it.
 */
export function ResponseLinkNote({ renewable = false }: { renewable?: boolean }) {
  return (
    <p className="text-sm text-base-content/80">
      이 링크를 열면 어느 기기에서든 비밀번호 없이 이 응답을 바꾸거나 취소할 수 있어요. 나만
      간직하세요.{renewable && " 새로 만들면 이전 링크는 더 이상 열리지 않습니다."}
    </p>
  );
}
