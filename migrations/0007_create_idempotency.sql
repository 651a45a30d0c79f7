ALTER TABLE `events` ADD `creation_key` text;--> statement-breakpoint
ALTER TABLE `events` ADD `creation_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `events_owner_creation_key` ON `events` (`owner_id`,`creation_key`);