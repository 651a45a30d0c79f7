export { PublicEventPage as Component } from "../../features/invite/components/public-event-page";
