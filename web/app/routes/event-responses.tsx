export { ResponsesPage as Component } from "../../features/events/components/responses/responses-page";
