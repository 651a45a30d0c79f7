export { ParticipantStatsPage as Component } from "../../features/events/components/participants/participant-stats-page";
