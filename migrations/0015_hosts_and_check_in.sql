CREATE TABLE `event_hosts` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_hosts_user` ON `event_hosts` (`user_id`);--> statement-breakpoint
CREATE TABLE `event_log` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`at` text NOT NULL,
	`actor_id` text,
	`actor` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`role` text,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_log_event_at` ON `event_log` (`event_id`,`at`);--> statement-breakpoint
CREATE TABLE `host_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `host_invitations_token_hash_unique` ON `host_invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `host_invitations_event_email` ON `host_invitations` (`event_id`,`email`);--> statement-breakpoint
CREATE INDEX `host_invitations_email` ON `host_invitations` (`email`);--> statement-breakpoint
ALTER TABLE `responses` ADD `checked_in_at` text;