-- What hosts hear of their events (decision 0067): each owner's or manager's mode for an event,
-- the account's default for the rest, and the browsers an account is pushed to.
CREATE TABLE `account_push_subscriptions` (
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `endpoint`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_push_subscriptions_endpoint` ON `account_push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE TABLE `host_notice_settings` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`mode` text NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `host_notice_settings_user` ON `host_notice_settings` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `host_notifications` text DEFAULT 'each' NOT NULL;