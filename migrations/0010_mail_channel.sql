CREATE TABLE `mail_verifications` (
	`address_key` text NOT NULL,
	`day` text NOT NULL,
	`sent` integer NOT NULL,
	PRIMARY KEY(`address_key`, `day`)
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;