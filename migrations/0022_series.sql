-- Series (decision 0069): a rule and the settings its occurrences are made with, each occurrence an
-- event of its own; standing answers ('매번 참석') and what each did on each occurrence.
CREATE TABLE `series` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`recurrence` text NOT NULL,
	`starts_local` text NOT NULL,
	`time_zone` text NOT NULL,
	`settings` text NOT NULL,
	`deadline_minutes` integer,
	`generated_through` text,
	`top_up_at` text,
	`ended_at` text,
	`creation_key` text,
	`creation_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_owner` ON `series` (`owner_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `series_owner_creation_key` ON `series` (`owner_id`,`creation_key`);--> statement-breakpoint
CREATE INDEX `series_top_up` ON `series` (`top_up_at`) WHERE ended_at IS NULL;--> statement-breakpoint
CREATE TABLE `standing_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`series_id` text NOT NULL,
	`seq` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`password_hash` text NOT NULL,
	`guests` integer DEFAULT 0 NOT NULL,
	`message` text,
	`answers` text,
	`notify_email` text,
	`email_proven` integer DEFAULT false NOT NULL,
	`push_subscription` text,
	`language` text NOT NULL,
	`origin` text NOT NULL,
	`event_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`stopped_at` text,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `standing_answers_series_seq` ON `standing_answers` (`series_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `standing_answers_in_force` ON `standing_answers` (`series_id`,`name_key`) WHERE stopped_at IS NULL;--> statement-breakpoint
CREATE TABLE `standing_replies` (
	`standing_id` text NOT NULL,
	`event_id` text NOT NULL,
	`response_id` text,
	`state` text NOT NULL,
	`mail_owed` integer DEFAULT false NOT NULL,
	`mail_claimed_at` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`standing_id`, `event_id`),
	FOREIGN KEY (`standing_id`) REFERENCES `standing_answers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `standing_replies_event` ON `standing_replies` (`event_id`,`response_id`);--> statement-breakpoint
CREATE INDEX `standing_replies_pending` ON `standing_replies` (`updated_at`) WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX `standing_replies_mail_owed` ON `standing_replies` (`mail_claimed_at`) WHERE mail_owed = 1;--> statement-breakpoint
ALTER TABLE `cancelled_events` ADD `series_id` text;--> statement-breakpoint
ALTER TABLE `cancelled_events` ADD `recurrence_id` text;--> statement-breakpoint
ALTER TABLE `cancelled_events` ADD `calendar_sequence` integer;--> statement-breakpoint
CREATE INDEX `cancelled_events_series` ON `cancelled_events` (`series_id`,`recurrence_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `series_id` text REFERENCES series(id);--> statement-breakpoint
ALTER TABLE `events` ADD `recurrence_id` text;--> statement-breakpoint
ALTER TABLE `events` ADD `own_changes` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `events_series_occurrence` ON `events` (`series_id`,`recurrence_id`);--> statement-breakpoint
CREATE INDEX `events_series_date` ON `events` (`series_id`,`event_date`);