import "../../styles/app.css";

export { SimpleParticipantsPage as Component } from "../../features/invitee/components/simple-participants-page";
