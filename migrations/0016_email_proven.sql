-- When an account's address was last proven by a mailed link (a completed password reset, or a
-- sign-up or acceptance through a host invitation's token); null until then, and again after
-- the address changes. Only a proven account can be made a host by address.
ALTER TABLE `users` ADD `email_proven_at` text;
