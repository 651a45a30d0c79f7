import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import { eventCard, neutralCard } from "../../../worker/pages/card/card-content";
import { api, newUser } from "../../support/worker/api";
import { createEvent, submit } from "../../support/worker/events";
import { fetchPage, SITE } from "../../support/worker/form-post";

/** The card as drawn from the room's snapshot. */
async function cardOf(eventId: string) {
  const view = (await (await api(`/events/${eventId}/public`)).json()) as EventPublicView;
  return eventCard(view);
}

describe("the link card's words", () => {
  it("are the event's language, for everyone in the chat", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "Picnic",
      language: "en",
      max_participants: 5,
      max_guests: 2,
    });
    await submit(event.id, { name: "Mina", guests: 1, status: "attending" });
    const card = await cardOf(event.id);
    expect(card.footer).toBe("Tap the link to say if you're coming");
    expect(card.rows.find((row) => row.icon === "people")?.text).toBe(
      "2 attending (incl. 1 guest) · 3 seats left",
    );

    const korean = await createEvent(token, { title: "소풍", language: "ko", max_participants: 5 });
    const same = await cardOf(korean.id);
    expect(same.footer).toBe("링크를 눌러 참석 여부를 알려주세요");
    expect(same.rows.find((row) => row.icon === "people")?.text).toBe("참석 0명 · 남은 자리 5");
  });

  it("of the product's own card are in each language, drawn apart", () => {
    expect(neutralCard("ko").title).toBe("초대 링크 하나로 참석 관리");
    expect(neutralCard("en").title).toBe("RSVPs with a single invite link");
  });

  it("of an unknown event are the reader's: the neutral card in their language", async () => {
    const unknown = `/events/${crypto.randomUUID()}/card/0123456789abcdef.png`;
    const english = await fetchPage(`${SITE}${unknown}`, {
      headers: { "Accept-Language": "en" },
      redirect: "manual",
    });
    expect(english.headers.get("Location")).toBe("/card-en.png");
    const korean = await fetchPage(`${SITE}${unknown}`, { redirect: "manual" });
    expect(korean.headers.get("Location")).toBe("/card.png");
    expect(korean.headers.get("Vary")).toContain("Accept-Language");
  });
});
