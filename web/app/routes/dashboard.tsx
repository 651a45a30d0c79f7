export { DashboardPage as Component } from "../../features/organiser/components/dashboard/dashboard-page";
