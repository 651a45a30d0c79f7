-- How long each event keeps its responses' personal data after its date, and when it was erased
-- (docs/security.md). Events made before keep the installation's default, 30 days.
ALTER TABLE `events` ADD `retention_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `erased_at` text;