ALTER TABLE `history_entries` ADD `rules_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `history_entries` ADD `state_before` text;