-- How long each event keeps its responses' personal data after its date, when it was erased, and
-- the index the minute's sweep finds the events due by (docs/security.md). Events made before
-- keep the installation's default, 30 days.
ALTER TABLE `events` ADD `retention_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `erased_at` text;--> statement-breakpoint
CREATE INDEX `events_erasure` ON `events` (julianday(event_date) + retention_days) WHERE erased_at IS NULL;