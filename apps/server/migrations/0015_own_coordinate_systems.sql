ALTER TABLE "coordinate_systems" DROP CONSTRAINT "coordinate_systems_epsg_code_unique";--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "area_west" double precision;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "area_south" double precision;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "area_east" double precision;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "area_north" double precision;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD CONSTRAINT "coordinate_systems_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ADD CONSTRAINT "coordinate_systems_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coordinate_systems_built_in_epsg_code" ON "coordinate_systems" USING btree ("epsg_code") WHERE "coordinate_systems"."subscription_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coordinate_systems_subscription_epsg_code" ON "coordinate_systems" USING btree ("subscription_id","epsg_code");