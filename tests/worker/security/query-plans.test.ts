import { describe, expect, it } from "vitest";
import { scanOf } from "../../support/worker/query-plans";

// The guard every Worker test runs under (tests/support/worker/query-plans.ts), on statements
// whose plans are known.
describe("the query-plan guard", () => {
  it("finds a full scan of a growing table, through an alias or a foreign-key check", async () => {
    expect(await scanOf("select * from events where title = ?", ["모임"])).toMatch(
      /reads every row of events/,
    );
    expect(await scanOf('select * from "responses" "r" where "r"."name" = ?', ["참가자"])).toMatch(
      /reads every row of responses/,
    );
    expect(await scanOf("delete from event_hosts where role = ?", ["checkin"])).toMatch(
      /reads every row of event_hosts/,
    );
  });

  it("passes what reads by an index, a fixed-size table, and the allowed scans", async () => {
    expect(await scanOf("select * from events where owner_id = ?", ["u"])).toBeNull();
    expect(await scanOf("select * from responses where event_id = ?", ["e"])).toBeNull();
    expect(await scanOf("select * from deployment_checks")).toBeNull();
    expect(await scanOf('select count(*) from "users"')).toBeNull();
    // The foreign key from event_log to users is read by its index (migration 0021).
    expect(await scanOf("delete from users where id = ?", ["u"])).toBeNull();
  });
});
