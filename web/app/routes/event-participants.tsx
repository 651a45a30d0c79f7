import "../../styles/app.css";

export { ParticipantsPage as Component } from "../../features/events/components/public/participants-page";
