export { DashboardPage as Component } from "../../features/organiser/components/dashboard/dashboard-page";
/**
 * A date poll's tally, with the dashboard: both hold the poll dialog and the event dialog's
 * fields, so one chunk serves them, and the route table that every page's first load carries
 * names no chunk more for it.
 */
export { PollTallyPage } from "../../features/organiser/polls/tally/poll-tally-page";
