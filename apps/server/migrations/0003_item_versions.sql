-- Each item several people edit carries a version: 1 for the rows that exist, one more with
-- every change from now on (docs/decisions/161-optimistic-concurrency.md).
ALTER TABLE "planner_objects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewpoints" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;