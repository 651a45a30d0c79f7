import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { publicView } from "../../support/worker/events";
import { postForm } from "../../support/worker/form-post";
import { createSeries, readSeries } from "../../support/worker/series";

/**
 * '매번 참석' through the invite page's form posted without JavaScript: the same request as the
 * app's (one form path), its reply handing the app the response as standing.
 */

const postedOf = (html: string) => {
  const raw = /<script type="application\/json" id="action-data">([^<]*)<\/script>/.exec(html)?.[1];
  const replies = Object.values(JSON.parse(raw ?? "{}") as Record<string, { posted?: object }>);
  return replies.find((reply) => reply.posted)?.posted ?? null;
};

describe("a standing answer posted without JavaScript", () => {
  it("stands from the ticked box, answers the later meetings, and says so to the app", async () => {
    const clock = testClock();
    clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
    const owner = await newUser();
    const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
      event_date: "2026-12-08T10:30:00.000Z",
    });
    const res = await postForm(first.id, {
      name: "영희",
      password: "pass1",
      status: "attending",
      standing: "on",
    });
    expect(res.status).toBe(200);
    expect(postedOf(await res.text())).toMatchObject({ name: "영희", standing: true });
    const series = await readSeries(owner.token, first.series_id ?? "");
    expect(series.standing.map((s) => s.name)).toEqual(["영희"]);
    const second = series.occurrences[1]?.id ?? "";
    expect((await publicView(second)).responses.map((r) => r.name)).toEqual(["영희"]);
  });
});
