export { PublicEventPage as Component } from "../../features/events/components/public/public-event-page";
