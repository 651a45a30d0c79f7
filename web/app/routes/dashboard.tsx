export { DashboardPage as Component } from "../../features/organiser/components/dashboard/dashboard-page";
/**
 * A date poll's tally and a series' page, with the dashboard: all hold the event dialog's
 * fields, so one chunk serves them, and the route table that every page's first load carries
 * names no chunk more for them.
 */
export { PollTallyPage } from "../../features/organiser/polls/tally/poll-tally-page";
export { SeriesPage } from "../../features/organiser/series/manage/series-page";
