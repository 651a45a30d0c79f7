import "../../styles/app.css";

export { RecoverPasswordPage as Component } from "../../features/auth/components/recover-password-page";
