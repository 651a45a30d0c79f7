-- The language an event's pages fall back to, and the one an account reads in (its pages and
-- mails). Existing ones are Korean, as everything was.
ALTER TABLE `events` ADD `language` text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'ko' NOT NULL;
