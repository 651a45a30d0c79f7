import "../../styles/app.css";

export { LoginPage as Component } from "../../features/auth/components/login-page";
