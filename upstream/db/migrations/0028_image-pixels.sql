ALTER TABLE "stored_files" ADD COLUMN "width_px" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "height_px" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_pixels_check" CHECK (("stored_files"."width_px" is null and "stored_files"."height_px" is null) or ("stored_files"."width_px" > 0 and "stored_files"."height_px" > 0));