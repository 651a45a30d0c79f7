export { BugReportPage as Component } from "../../features/bug-report/bug-report-page";
