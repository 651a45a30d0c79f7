import "../../styles/app.css";

export { SignupPage as Component } from "../../features/auth/components/signup-page";
