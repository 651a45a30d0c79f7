import { describe, expect, it } from "vitest";
import { json } from "../../support/web/http";
import { startServiceWorker } from "../../support/web/service-worker";

/**
 * A notice that asks for an answer (the reminder's '참석 유지' and '못 가요', a seat offer's two)
 * shows its answers as the notification's buttons (public/sw.js, decision 0026); each button opens
 * its one-tap link's page, which asks once more before it acts. Only pages of the app's own
 * origin are ever opened, whatever a payload says.
 */

const ORIGIN = window.location.origin;
const KEEP = { action: "keep", title: "참석 유지", url: "/events/x/mail/tok1" };
const CANT = { action: "cant", title: "못 가요", url: "/events/x/mail/tok2" };

/** The reminder's push as the Worker sends it (worker/contract/push.ts `PushNotice`). */
const reminder = (actions?: unknown) => ({
  title: "'토요일 독서 모임' 리마인더",
  body: "📅 11월 28일 (토) 오후 2:00\n계획대로 오시면 '참석 유지'를 눌러 주세요.",
  url: "/events/x/public",
  tag: "reminder-r1-1764300000000",
  ...(actions === undefined ? {} : { actions }),
});

/** A worker with no renewals to make: these tests only push and tap. */
const worker = () =>
  startServiceWorker({
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        throw new Error("not asked to subscribe");
      },
    },
    fetch: async () => json(404, { detail: "Not Found" }),
  });

/** The one notification a push showed. */
async function shownFor(payload: unknown) {
  const sw = worker();
  await sw.push(payload);
  const shown = sw.shown();
  expect(shown).toHaveLength(1);
  return { sw, shown: shown[0] as (typeof shown)[number] };
}

describe("a push with answers", () => {
  it("shows them as the notification's two buttons, each its action and title only", async () => {
    const { shown } = await shownFor(reminder([KEEP, CANT]));
    expect(shown.title).toBe("'토요일 독서 모임' 리마인더");
    expect(shown.options).toMatchObject({
      body: reminder().body,
      tag: reminder().tag,
      actions: [
        { action: "keep", title: "참석 유지" },
        { action: "cant", title: "못 가요" },
      ],
    });
    // The addresses stay in the notification's data, for the tap.
    expect(shown.options.data).toEqual({
      url: "/events/x/public",
      actions: { keep: KEEP.url, cant: CANT.url },
    });
  });

  it("leaves out malformed answers, and shows no more than two", async () => {
    const third = { action: "later", title: "나중에", url: "/events/x/mail/tok3" };
    const { shown } = await shownFor(
      reminder([
        { action: "keep", title: "참석 유지" }, // no page to open
        { action: "", title: "빈 동작", url: "/events/x/mail/tok0" },
        null,
        "cant",
        CANT,
        KEEP,
        third,
      ]),
    );
    expect(shown.options.actions).toEqual([
      { action: "cant", title: "못 가요" },
      { action: "keep", title: "참석 유지" },
    ]);
    expect(shown.options.data?.actions).toEqual({ cant: CANT.url, keep: KEEP.url });
  });

  it("without answers shows no buttons", async () => {
    for (const actions of [undefined, [], "keep", { keep: KEEP }]) {
      const { shown } = await shownFor(reminder(actions));
      expect(shown.options.actions).toEqual([]);
      expect(shown.options.data).toEqual({ url: "/events/x/public" });
    }
  });

  it("that is not a notice at all still shows the generic one, without buttons", async () => {
    const { shown } = await shownFor(null);
    expect(shown.title).toBe("모임 RSVP");
    expect(shown.options.actions).toEqual([]);
  });
});

describe("a tap on the notification", () => {
  it("on '못 가요' opens its answer's page, and closes the notification", async () => {
    const { sw, shown } = await shownFor(reminder([KEEP, CANT]));
    const close = await sw.click(shown, "cant");
    expect(sw.opened()).toEqual([`${ORIGIN}/events/x/mail/tok2`]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("on '참석 유지' opens its own page", async () => {
    const { sw, shown } = await shownFor(reminder([KEEP, CANT]));
    await sw.click(shown, "keep");
    expect(sw.opened()).toEqual([`${ORIGIN}/events/x/mail/tok1`]);
  });

  it("on the notification itself (no button) opens the notice's page", async () => {
    const { sw, shown } = await shownFor(reminder([KEEP, CANT]));
    await sw.click(shown);
    expect(sw.opened()).toEqual([`${ORIGIN}/events/x/public`]);
  });

  it("on an action the notification does not have opens the notice's page", async () => {
    const { sw, shown } = await shownFor(reminder([KEEP]));
    await sw.click(shown, "cant");
    expect(sw.opened()).toEqual([`${ORIGIN}/events/x/public`]);
  });

  it("brings forward the answer's page already open in a tab instead of opening it twice", async () => {
    const { sw, shown } = await shownFor(reminder([KEEP, CANT]));
    const other = { url: `${ORIGIN}/events/x/public`, focus: async () => other };
    let focused = 0;
    const open = {
      url: `${ORIGIN}/events/x/mail/tok2`,
      focus: async () => {
        focused += 1;
        return open;
      },
    };
    sw.clients.matchAll.mockResolvedValue([other, open]);
    await sw.click(shown, "cant");
    expect(focused).toBe(1);
    expect(sw.opened()).toEqual([]);
  });

  it("never opens an answer's page on another origin: the app's root instead", async () => {
    for (const url of [
      "https://evil.example/events/x/mail/tok2",
      "//evil.example/events/x/mail/tok2",
      "javascript:alert(1)",
    ]) {
      const { sw, shown } = await shownFor(reminder([KEEP, { ...CANT, url }]));
      await sw.click(shown, "cant");
      expect(sw.opened()).toEqual([`${ORIGIN}/`]);
      // The other button is unaffected.
      await sw.click(shown, "keep");
      expect(sw.opened()).toEqual([`${ORIGIN}/`, `${ORIGIN}/events/x/mail/tok1`]);
    }
  });
});

describe("a host's notice of answers", () => {
  /** As the Worker pushes it to an owner's or manager's browser (decision 0067). */
  const answered = {
    title: "'토요일 독서 모임'에 새 응답",
    body: "김민지님이 참석으로 응답했어요.",
    url: "/events/x/responses",
    tag: "host-x",
    id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
  };

  it("is shown with its words and no buttons", async () => {
    const { shown } = await shownFor(answered);
    expect(shown.title).toBe(answered.title);
    expect(shown.options).toMatchObject({ body: answered.body, tag: answered.tag, actions: [] });
  });

  it("opens the event's responses page when tapped", async () => {
    const { sw, shown } = await shownFor(answered);
    await sw.click(shown);
    expect(sw.opened()).toEqual([`${ORIGIN}/events/x/responses`]);
  });
});
