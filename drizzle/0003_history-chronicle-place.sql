ALTER TABLE `history_entries` ADD `chronicle_mark` text;--> statement-breakpoint
ALTER TABLE `history_entries` ADD `chronicle_kind` text;--> statement-breakpoint
CREATE INDEX `history_entries_chronicle_kind` ON `history_entries` (`campaign_id`,`chronicle_kind`,`seq`);--> statement-breakpoint
CREATE INDEX `history_entries_unplaced` ON `history_entries` (`campaign_id`) WHERE "history_entries"."chronicle_kind" is null;