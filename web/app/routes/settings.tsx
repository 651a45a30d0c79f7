export { SettingsPage as Component } from "../../features/users/components/settings-page";
