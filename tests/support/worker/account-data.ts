import { expect } from "vitest";
import { newUser, requestResetToken, resetPassword, tokenFor, uniqueEmail } from "./api";
import { createEvent } from "./events";
import { addHost, postHost } from "./hosts";
import { answered, eventAsking, idsOf, SECRET, THREE } from "./questions";

/**
 * An account with something of every kind kept about it (what GET /users/me/export gives and
 * what its deletion erases), made through the API as people would: an event of its own asking
 * questions, with two answered responses, a manager and an invitation it sent; a role on
 * another owner's event; and that owner's invitation to its address, still waiting. The other
 * owner's own event and response are there too, to be left alone.
 */
export async function accountWithEverything() {
  const account = await newUser({ full_name: "내보낼 사람" });
  const other = await newUser({ full_name: "다른 주최" });
  // Sent while the account had not proven its address, so it waits for the mail's token.
  const inviting = await createEvent(other.token, { title: "초대한 모임" });
  expect((await postHost(other.token, inviting.id, account.email, "manager")).status).toBe(202);
  // Proven since (a password reset), so another owner makes it a host at once.
  await resetPassword(await requestResetToken(account.email), account.password);
  const token = await tokenFor(account.email, account.password);
  const hosted = await createEvent(other.token, { title: "돕는 모임" });
  await addHost(other.token, hosted.id, account.email, "checkin");
  await answered(hosted.id, "남의 손님", undefined, { message: "남의 모임 메시지" });

  const manager = await newUser({ full_name: "도우미" });
  await resetPassword(await requestResetToken(manager.email), manager.password);
  const event = await eventAsking(token, THREE, { title: "내 모임" });
  const ids = idsOf(event.questions);
  await answered(event.id, "손님 하나", {
    [ids["식사 메뉴"]]: "한식",
    [ids.알레르기]: SECRET.allergy,
  });
  await answered(event.id, "손님 둘", {
    [ids["식사 메뉴"]]: "양식",
    [ids["차로 오시나요?"]]: true,
  });
  await addHost(token, event.id, manager.email, "manager");
  const invitedAddress = uniqueEmail("invited-host");
  expect((await postHost(token, event.id, invitedAddress, "checkin")).status).toBe(202);

  return {
    account: { ...account, token },
    other,
    manager: { ...manager, token: await tokenFor(manager.email, manager.password) },
    event,
    questionIds: ids,
    invitedAddress,
    hosted,
    inviting,
  };
}
