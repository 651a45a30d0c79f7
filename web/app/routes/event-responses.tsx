export { ResponsesPage as Component } from "../../features/organiser/components/responses/responses-page";
