export { UsersManagementPage as Component } from "../../features/users/components/admin/users-management-page";
