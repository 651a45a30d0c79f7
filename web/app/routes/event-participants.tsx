import "../../styles/app.css";

export { SimpleParticipantsPage as Component } from "../../features/invite/components/simple-participants-page";
