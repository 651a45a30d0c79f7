import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, mirrorFlushesSettled, submit } from "../../support/worker/events";
import { follow, linkIn, mailsAbout } from "../../support/worker/mail";

/** '내 정보 삭제' as a one-tap link at the foot of every mail to an invitee. */
const ERASE_LINE = "이 모임에 남긴 응답과 내 정보를 모두 지우려면";

describe("the mail's '내 정보 삭제' link", () => {
  it("asks on GET, erases on its button's POST, and the queue moves", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1 });
    const address = uniqueEmail("erases");
    const joined = await submit(event.id, { name: "첫째", notify_email: address });
    const id = ((await joined.json()) as { response: { id: string } }).response.id;
    await (await submit(event.id, { name: "둘째" })).body?.cancel();
    const [verification] = await mailsAbout(address, "이메일 확인");
    expect(verification?.html).toContain("내 정보 삭제");
    const link = linkIn(verification as { subject: string; text: string }, ERASE_LINE);

    const asked = await follow(link);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("되돌릴 수 없어요");
    const names = async () =>
      (
        (await (await api(`/events/${event.id}/responses`, { token: owner.token })).json()) as {
          data: { name: string; status: string }[];
        }
      ).data;
    expect((await names()).map((r) => r.name)).toEqual(["첫째", "둘째"]);

    const done = await follow(link, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("모두 지웠어요");
    expect(await names()).toEqual([expect.objectContaining({ name: "둘째", status: "attending" })]);
    await mirrorFlushesSettled(env, event.id);
    const mirrored = await env.DB.prepare("SELECT count(*) AS n FROM responses WHERE id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(mirrored?.n).toBe(0);

    // Followed again, it has nothing left to erase, and says so.
    const again = await follow(link, "POST");
    expect(await again.text()).not.toContain("모두 지웠어요");
  });
});
