CREATE TABLE `room_syncs` (
	`event_id` text NOT NULL,
	`host_id` text DEFAULT '' NOT NULL,
	`config_version` integer DEFAULT 0 NOT NULL,
	`since` text NOT NULL,
	PRIMARY KEY(`event_id`, `host_id`)
);
--> statement-breakpoint
CREATE INDEX `room_syncs_since` ON `room_syncs` (`since`);
