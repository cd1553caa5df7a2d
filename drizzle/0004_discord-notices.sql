CREATE TABLE `discord_members` (
	`campaign_id` text NOT NULL,
	`player_id` text NOT NULL,
	`discord_user_id` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `player_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `discord_settings` (
	`campaign_id` text PRIMARY KEY NOT NULL,
	`webhook_url` text NOT NULL,
	`topics` text NOT NULL,
	`reminder_minutes` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` text NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`step_key` text,
	`people` text,
	`created_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notices_pending` ON `notices` (`status`,`campaign_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `notices_step` ON `notices` (`campaign_id`,`step_key`);