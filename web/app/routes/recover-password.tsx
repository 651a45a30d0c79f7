export { RecoverPasswordPage as Component } from "../../features/auth/components/recover-password-page";
