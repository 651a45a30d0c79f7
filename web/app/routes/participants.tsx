export { ParticipantStatsPage as Component } from "../../features/organiser/components/participants/participant-stats-page";
