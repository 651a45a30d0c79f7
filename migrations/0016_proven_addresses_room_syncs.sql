-- When an account's address was last proven by a mailed link (a completed password reset, or a
-- sign-up or acceptance through a host invitation's token); null until then, and again after
-- the address changes. Only a proven account can be made a host by address.
ALTER TABLE `users` ADD `email_proven_at` text;
--> statement-breakpoint
-- What D1 took that an event's room has not confirmed yet: the minute's sweep
-- (worker/services/room-syncs.ts) brings those rooms in line.
CREATE TABLE `room_syncs` (
	`event_id` text NOT NULL,
	`host_id` text DEFAULT '' NOT NULL,
	`config_version` integer DEFAULT 0 NOT NULL,
	`since` text NOT NULL,
	PRIMARY KEY(`event_id`, `host_id`)
);
--> statement-breakpoint
CREATE INDEX `room_syncs_since` ON `room_syncs` (`since`);
--> statement-breakpoint
-- A user's deletion sets their log lines' actor_id to null, and every insert into users asks
-- the same foreign key: without this index both read the whole event log.
CREATE INDEX `event_log_actor` ON `event_log` (`actor_id`);
--> statement-breakpoint
-- Verification counts of past days are deleted as new ones are counted: by day, not by a scan.
CREATE INDEX `mail_verifications_day` ON `mail_verifications` (`day`);
