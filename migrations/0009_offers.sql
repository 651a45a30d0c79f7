ALTER TABLE `events` ADD `promotion` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `offer_hours` integer DEFAULT 24 NOT NULL;