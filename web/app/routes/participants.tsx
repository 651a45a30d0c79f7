export { ParticipantsPage as Component } from "../../features/events/components/participants/participants-page";
