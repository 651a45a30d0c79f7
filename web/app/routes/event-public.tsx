export { PublicEventPage as Component } from "../../features/invitee/components/public-event-page";
