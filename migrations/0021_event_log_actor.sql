-- A user's deletion sets their log lines' actor_id to null, and every insert into users asks
-- the same foreign key: without this index both read the whole event log.
CREATE INDEX `event_log_actor` ON `event_log` (`actor_id`);
