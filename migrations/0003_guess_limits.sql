CREATE TABLE `login_guesses` (
	`email` text NOT NULL,
	`source` text NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL,
	`day_failures` integer NOT NULL,
	`day_started_at` integer NOT NULL,
	PRIMARY KEY(`email`, `source`)
);
--> statement-breakpoint
CREATE INDEX `login_guesses_day` ON `login_guesses` (`day_started_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window` ON `rate_limits` (`window_started_at`);