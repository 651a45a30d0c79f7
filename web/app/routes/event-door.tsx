export { DoorPage as Component } from "../../features/organiser/door/door-page";
