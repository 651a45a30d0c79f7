/**
 * iPhone and iPad Safari have the Push API only for pages added to the home screen: instead of a
 * button that cannot work, how to get there, and mail (offered above it) as the other way.
 */
export function HomeScreenHint() {
  return (
    <p className="alert alert-info alert-soft text-sm" data-testid="home-screen-hint">
      아이폰·아이패드에서는 공유 버튼에서 '홈 화면에 추가'를 누르고, 홈 화면의 아이콘으로 열면
      알림을 받을 수 있어요. 이메일로 받을 수도 있어요.
    </p>
  );
}
