import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PollDetail, PollsPublic } from "#contract/polls";
import { api, unwrap } from "../../../../lib/api-client";
import { pollKeys } from "../poll-keys";

/** The dashboard's page of polls. */
export const POLLS_PAGE_SIZE = 10;

/** GET /polls/?skip=&limit= (the account's polls, newest first). */
export const myPollsQuery = (page: number) =>
  queryOptions({
    queryKey: pollKeys.list(page),
    queryFn: (): Promise<PollsPublic> =>
      unwrap(
        api.polls.$get({
          query: {
            skip: String((page - 1) * POLLS_PAGE_SIZE),
            limit: String(POLLS_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /polls/{id} (its organiser): the dates' counts and every vote. */
export const pollQuery = (pollId: string) =>
  queryOptions({
    queryKey: pollKeys.detail(pollId),
    queryFn: (): Promise<PollDetail> =>
      unwrap(api.polls[":poll_id"].$get({ param: { poll_id: pollId } })),
  });
