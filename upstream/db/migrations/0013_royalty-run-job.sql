ALTER TABLE "royalty_runs" DROP CONSTRAINT "royalty_runs_status_check";--> statement-breakpoint
ALTER TABLE "royalty_runs" DROP CONSTRAINT "royalty_runs_approved_check";--> statement-breakpoint
ALTER TABLE "royalty_runs" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "royalty_runs" ADD CONSTRAINT "royalty_runs_error_check" CHECK (("royalty_runs"."status" = 'failed') = ("royalty_runs"."error_message" is not null));--> statement-breakpoint
ALTER TABLE "royalty_runs" ADD CONSTRAINT "royalty_runs_status_check" CHECK ("royalty_runs"."status" in ('draft', 'approved', 'locked', 'calculating', 'failed'));--> statement-breakpoint
ALTER TABLE "royalty_runs" ADD CONSTRAINT "royalty_runs_approved_check" CHECK ("royalty_runs"."status" in ('draft', 'calculating', 'failed') or "royalty_runs"."approved_at" is not null);