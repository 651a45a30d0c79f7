-- What an invite link says once its event was deleted: that it was cancelled, by title, date
-- and the organiser's contact, until some weeks after the event's date (decision 0060).
CREATE TABLE `cancelled_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`event_date` text NOT NULL,
	`time_zone` text NOT NULL,
	`language` text NOT NULL,
	`contact` text,
	`cancelled_at` text NOT NULL,
	`forget_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cancelled_events_forget_at` ON `cancelled_events` (`forget_at`);