export { DashboardPage as Component } from "../../features/events/components/dashboard/dashboard-page";
