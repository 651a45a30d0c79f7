CREATE TABLE `deployment_checks` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
