ALTER TABLE "report_member_windows" ADD COLUMN "first_day" date;--> statement-breakpoint
UPDATE "report_member_windows" SET "first_day" = "period_start";--> statement-breakpoint
ALTER TABLE "report_member_windows" ALTER COLUMN "first_day" SET NOT NULL;
