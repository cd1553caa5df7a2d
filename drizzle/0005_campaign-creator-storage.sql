CREATE TABLE `campaign_storage` (
	`campaign_id` text PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `instance_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `campaigns` ADD `creator_key` text;--> statement-breakpoint
CREATE INDEX `campaigns_creator` ON `campaigns` (`creator_key`,`id`);--> statement-breakpoint
-- Written by hand after the generated statements above (drizzle-kit does not write triggers): the bytes each
-- campaign takes, counted on every write of its rows; the quota per address reads them (lib/server/storage-quota.ts).
INSERT INTO `instance_secrets` (`name`, `value`) VALUES ('address-key', lower(hex(randomblob(32))));
--> statement-breakpoint
INSERT INTO `campaign_storage` (`campaign_id`, `bytes`) SELECT c.id, (octet_length(c.state) + octet_length(c.name) + 64) + coalesce((SELECT sum((octet_length(h.payload) + coalesce(octet_length(h.state_before), 0) + coalesce(octet_length(h.chronicle_mark), 0) + coalesce(octet_length(h.chronicle_kind), 0) + octet_length(h.actor) + 48)) FROM history_entries h WHERE h.campaign_id = c.id), 0) FROM campaigns c;
--> statement-breakpoint
CREATE TRIGGER `campaign_storage_created` AFTER INSERT ON `campaigns` BEGIN
	INSERT INTO campaign_storage (campaign_id, bytes) VALUES (NEW.id, (octet_length(NEW.state) + octet_length(NEW.name) + 64));
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_storage_state_saved` AFTER UPDATE OF state, name ON `campaigns` BEGIN
	UPDATE campaign_storage SET bytes = bytes + (octet_length(NEW.state) + octet_length(NEW.name) + 64) - (octet_length(OLD.state) + octet_length(OLD.name) + 64) WHERE campaign_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_storage_entry_added` AFTER INSERT ON `history_entries` BEGIN
	UPDATE campaign_storage SET bytes = bytes + (octet_length(NEW.payload) + coalesce(octet_length(NEW.state_before), 0) + coalesce(octet_length(NEW.chronicle_mark), 0) + coalesce(octet_length(NEW.chronicle_kind), 0) + octet_length(NEW.actor) + 48) WHERE campaign_id = NEW.campaign_id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_storage_entry_changed` AFTER UPDATE OF payload, state_before, chronicle_mark, chronicle_kind, actor ON `history_entries` BEGIN
	UPDATE campaign_storage SET bytes = bytes + (octet_length(NEW.payload) + coalesce(octet_length(NEW.state_before), 0) + coalesce(octet_length(NEW.chronicle_mark), 0) + coalesce(octet_length(NEW.chronicle_kind), 0) + octet_length(NEW.actor) + 48) - (octet_length(OLD.payload) + coalesce(octet_length(OLD.state_before), 0) + coalesce(octet_length(OLD.chronicle_mark), 0) + coalesce(octet_length(OLD.chronicle_kind), 0) + octet_length(OLD.actor) + 48) WHERE campaign_id = NEW.campaign_id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_storage_entry_removed` AFTER DELETE ON `history_entries` BEGIN
	UPDATE campaign_storage SET bytes = bytes - (octet_length(OLD.payload) + coalesce(octet_length(OLD.state_before), 0) + coalesce(octet_length(OLD.chronicle_mark), 0) + coalesce(octet_length(OLD.chronicle_kind), 0) + octet_length(OLD.actor) + 48) WHERE campaign_id = OLD.campaign_id;
END;
