export { ParticipantsPage as Component } from "../../features/events/components/public/participants-page";
