-- "Update presentation": a presentation keeps the choices it was made with, the time of the
-- plan it shows and when an update last replaced its content (docs/decisions/168-update-presentation.md).
ALTER TABLE "projects" ADD COLUMN "presentation_settings" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plan_as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
-- A presentation made before shows the plan as it was when it was created.
UPDATE "projects" SET "plan_as_of" = "created_at" WHERE "publication_key" IS NOT NULL;
