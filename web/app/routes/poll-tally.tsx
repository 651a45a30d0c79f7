export { PollTallyPage as Component } from "../../features/organiser/polls/tally/poll-tally-page";
