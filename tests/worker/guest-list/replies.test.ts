import { describe, expect, it } from "vitest";
import { api, newUser, uniqueEmail } from "../../support/worker/api";
import { cancel, modify, myLink, submit, withKey } from "../../support/worker/events";
import { answerOf, postForm } from "../../support/worker/form-post";
import {
  answer,
  eventShowing,
  expectNames,
  expectNoNames,
  GUEST_LISTS,
  GUESTS,
  type GuestList,
  maskedView,
} from "../../support/worker/guest-list";
import { follow, linkIn, mailsAbout, submitVerified } from "../../support/worker/mail";

/**
 * Decision 0041: what the room answers an invitee. Under `count` and `hidden` no reply names
 * anybody but the one it answers: `promoted` and `offered` are empty and `message` names nobody;
 * under `hidden` the waiting place is not given either (`waiting_position` null: only that they
 * wait). Under `names`, as before. The organiser's answers are unchanged.
 */

const { first: A, second: B, waiting: C } = GUESTS;
const OTHERS_OF_A = [B, C];

type Reply = {
  message: string;
  promoted: string[];
  offered: string[];
  waiting_position?: number | null;
  response?: { name: string; status: string };
};

async function replyOf(res: Response, status = 200): Promise<{ reply: Reply; text: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return { reply: JSON.parse(text) as Reply, text };
}

/** A whose seat frees for B: one seat, A attending, B then C waiting. */
async function oneSeatTaken(mode: GuestList, promotion: "instant" | "offer" = "instant") {
  const { token } = await newUser();
  const event = await eventShowing(token, mode, {
    title: "한 자리 모임",
    max_participants: 1,
    promotion,
    offer_hours: 72,
  });
  await answer(event.id, A);
  await answer(event.id, B);
  await answer(event.id, C);
  return { token, event };
}

/** The waiting place `mode` gives: the place itself, or null under hidden. */
const placeUnder = (mode: GuestList, place: number) => (mode === "hidden" ? null : place);

/**
 * What a reply that freed A's seat for B says: under names, B by name; else nobody. The reply's
 * own response is A's: A's name may be in it.
 */
function expectFreedFor(mode: GuestList, { reply, text }: { reply: Reply; text: string }) {
  if (mode === "names") {
    expect(reply.promoted).toEqual([B]);
    expect(reply.message).toContain("promoted");
    expect(reply.message).toContain(B);
  } else {
    expect(reply.promoted).toEqual([]);
    expectNoNames(text, OTHERS_OF_A, `the ${mode} reply`);
  }
  expect(reply.offered).toEqual([]);
}

describe.each(GUEST_LISTS)("replies to invitees under %s", (mode) => {
  it("give the waiting place on sign-up, change and the personal link, but under hidden", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, mode, { title: "대기 순서", max_participants: 1 });
    await answer(event.id, A);
    const second = await replyOf(await submit(event.id, { name: B }), 201);
    expect(second.reply.response?.status).toBe("waiting");
    expect(second.reply.waiting_position).toBe(placeUnder(mode, 1));
    const third = await replyOf(await submit(event.id, { name: C }), 201);
    expect(third.reply.response?.status).toBe("waiting");
    expect(third.reply.waiting_position).toBe(placeUnder(mode, 2));

    const changed = await replyOf(
      await modify(event.id, C, { password: "1234", message: "아직 기다려요" }),
    );
    expect(changed.reply.response?.status).toBe("waiting");
    expect(changed.reply.waiting_position).toBe(placeUnder(mode, 2));

    const link = await myLink(event.id, C);
    expect(link.status).toBe(201);
    const { key } = (await link.json()) as { key: string };
    const mine = (await (await withKey(event.id, key)).json()) as {
      response: { name: string; status: string };
      waiting_position: number | null;
    };
    // The holder always sees their own response.
    expect(mine.response).toMatchObject({ name: C, status: "waiting" });
    expect(mine.waiting_position).toBe(placeUnder(mode, 2));
    const keyChanged = await replyOf(
      await withKey(event.id, key, { method: "PUT", json: { message: "계속 기다려요" } }),
    );
    expect(keyChanged.reply.waiting_position).toBe(placeUnder(mode, 2));
    if (mode !== "names") {
      for (const reply of [second, third, changed, keyChanged]) {
        expectNoNames(reply.text, [A], `the ${mode} reply`);
      }
    }
  });

  it("name who got a freed seat only under names: a change to not attending", async () => {
    const { event } = await oneSeatTaken(mode);
    const freed = await replyOf(
      await modify(event.id, A, { password: "1234", status: "not_attending" }),
    );
    expect(freed.reply.response).toMatchObject({ name: A, status: "not_attending" });
    expectFreedFor(mode, freed);
  });

  it("name who got a freed seat only under names: a cancellation", async () => {
    const { event } = await oneSeatTaken(mode);
    expectFreedFor(mode, await replyOf(await cancel(event.id, A)));
  });

  it("name who got a freed seat only under names: a change and a cancellation by personal link", async () => {
    const { event } = await oneSeatTaken(mode);
    const keyOf = async (name: string) =>
      ((await (await myLink(event.id, name)).json()) as { key: string }).key;
    const keyOfA = await keyOf(A);
    const changed = await replyOf(
      await withKey(event.id, keyOfA, { method: "PUT", json: { status: "not_attending" } }),
    );
    expectFreedFor(mode, changed);

    // B attends now; B's cancellation by link frees the seat for C.
    const keyOfB = await keyOf(B);
    const { reply, text } = await replyOf(await withKey(event.id, keyOfB, { method: "DELETE" }));
    if (mode === "names") {
      expect(reply.promoted).toEqual([C]);
      expect(reply.message).toContain(C);
    } else {
      expect(reply.promoted).toEqual([]);
      expectNoNames(text, [A, C], `the ${mode} reply`);
    }
  });

  it("name who was offered a freed seat only under names", async () => {
    const { event } = await oneSeatTaken(mode, "offer");
    const { reply, text } = await replyOf(await cancel(event.id, A));
    expect(reply.promoted).toEqual([]);
    if (mode === "names") {
      expect(reply.offered).toEqual([B]);
      expect(reply.message).toContain(B);
    } else {
      expect(reply.offered).toEqual([]);
      expectNoNames(text, OTHERS_OF_A, `the ${mode} reply`);
    }
    // B holds the offer all the same, and sees it: their own response.
    const keyOfB = ((await (await myLink(event.id, B)).json()) as { key: string }).key;
    const mine = (await (await withKey(event.id, keyOfB)).json()) as {
      response: { status: string };
    };
    expect(mine.response.status).toBe("offered");
  });
});

describe.each(GUEST_LISTS)("the invite form posted without the app under %s", (mode) => {
  it("tells the place in the queue but under hidden, and names who got a seat only under names", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, mode, { title: "폼 모임", max_participants: 1 });
    await answer(event.id, A);
    await answer(event.id, B);
    const queued = await postForm(event.id, { name: C, password: "1234", status: "attending" });
    expect(queued.status).toBe(200);
    expect(answerOf(await queued.text())).toBe(
      mode === "hidden"
        ? "정원이 차서 대기 명단에 올랐습니다."
        : "정원이 차서 대기 명단에 올랐습니다. 대기 2번째입니다.",
    );

    const freed = await postForm(event.id, {
      mode: "edit",
      name: A,
      password: "1234",
      status: "not_attending",
    });
    expect(freed.status).toBe(200);
    const html = await freed.text();
    const said = answerOf(html) ?? "";
    expect(said).toContain("응답이 수정되었습니다.");
    if (mode === "names") {
      expect(said).toContain(`${B}님`);
      expectNames(html, [B, C], "the answered page");
    } else {
      // Not in the answer, nor anywhere else on the page it comes with.
      expectNoNames(html, OTHERS_OF_A, "the answered page");
    }
  });
});

describe.each(["count", "hidden"] as const)("a mail's one-tap link under %s", (mode) => {
  it("answers its holder without naming who the seat went to next", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, mode, {
      title: "메일 모임",
      max_participants: 1,
      promotion: "offer",
      offer_hours: 72,
    });
    await answer(event.id, A);
    const address = uniqueEmail("guest-list");
    await submitVerified(event.id, { name: B }, address);
    await answer(event.id, C);
    const freed = await replyOf(await cancel(event.id, A));
    expect(freed.reply.offered).toEqual([]);
    expectNoNames(freed.text, [B, C], "the cancellation's reply");

    const [offer] = await mailsAbout(address, "자리가 났어요");
    const decline = linkIn(offer, "참석 안 함");
    const shown = await follow(decline);
    expect(shown.status).toBe(200);
    expectNoNames(await shown.text(), [A, C], "the link's page");
    const declined = await follow(decline, "POST");
    expect(declined.status).toBe(200);
    const page = await declined.text();
    expect(page).toContain("자리 제안을 거절했어요");
    expectNoNames(page, [A, C], "the link's answer");
    // The seat went to C all the same, which only the organiser's list says.
    const list = (await (await api(`/events/${event.id}/responses`, { token })).json()) as {
      data: { name: string; status: string }[];
    };
    expect(list.data.find((r) => r.name === C)?.status).toBe("offered");
    expect((await maskedView(event.id)).responses).toEqual([]);
  });
});

describe.each(["count", "hidden"] as const)("the organiser's answers under %s", (mode) => {
  it("still name who a raised maximum seated", async () => {
    const { token, event } = await oneSeatTaken(mode);
    const res = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { max_participants: 2 },
    });
    const { reply } = await replyOf(res);
    expect(reply.promoted).toEqual([B]);
    expect(reply.message).toContain(B);
  });
});
