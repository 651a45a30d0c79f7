-- Date polls (decision 0068): a poll, its dates, each vote and its answers, wrong-password counts
-- per vote, and the voters a closed poll still owes a mail.
CREATE TABLE `poll_choices` (
	`vote_id` text NOT NULL,
	`option_id` text NOT NULL,
	`answer` text NOT NULL,
	PRIMARY KEY(`vote_id`, `option_id`),
	FOREIGN KEY (`vote_id`) REFERENCES `poll_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `poll_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_choices_option` ON `poll_choices` (`option_id`);--> statement-breakpoint
CREATE TABLE `poll_guesses` (
	`vote_id` text NOT NULL,
	`source` text NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL,
	`day_failures` integer NOT NULL,
	`day_started_at` integer NOT NULL,
	PRIMARY KEY(`vote_id`, `source`)
);
--> statement-breakpoint
CREATE INDEX `poll_guesses_day` ON `poll_guesses` (`day_started_at`);--> statement-breakpoint
CREATE TABLE `poll_invitations` (
	`vote_id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`seq` integer NOT NULL,
	`origin` text NOT NULL,
	`claimed_at` integer,
	`sent_at` text,
	FOREIGN KEY (`vote_id`) REFERENCES `poll_votes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_invitations_unsent` ON `poll_invitations` (`seq`) WHERE sent_at IS NULL;--> statement-breakpoint
CREATE TABLE `poll_options` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_options_poll_start` ON `poll_options` (`poll_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `poll_votes` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`password_hash` text NOT NULL,
	`email` text,
	`email_verified_at` text,
	`push_endpoint` text,
	`push_p256dh` text,
	`push_auth` text,
	`language` text DEFAULT 'ko' NOT NULL,
	`seq` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poll_votes_poll_name` ON `poll_votes` (`poll_id`,`name_key`);--> statement-breakpoint
CREATE INDEX `poll_votes_poll_seq` ON `poll_votes` (`poll_id`,`seq`);--> statement-breakpoint
CREATE TABLE `polls` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`location` text,
	`time_zone` text NOT NULL,
	`language` text DEFAULT 'ko' NOT NULL,
	`deadline` text,
	`voter_list` text DEFAULT 'names' NOT NULL,
	`closed_at` text,
	`event_id` text,
	`chosen_option_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`forget_at` text NOT NULL,
	`erased_at` text,
	`creation_key` text,
	`creation_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `polls_owner_created` ON `polls` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `polls_owner_creation_key` ON `polls` (`owner_id`,`creation_key`);--> statement-breakpoint
CREATE INDEX `polls_forget` ON `polls` (`forget_at`) WHERE erased_at IS NULL;